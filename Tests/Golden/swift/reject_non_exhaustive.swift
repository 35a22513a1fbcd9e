// Swift rejects this, and so must qas: a switch over an enum names every case.
enum Light { case red, amber, green }
let light = Light.amber
switch light { // expect error: switch must be exhaustive
case .red: print("stop")
case .green: print("go")
}
