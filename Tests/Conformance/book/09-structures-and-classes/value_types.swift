// Structure definitions, memberwise initializers, property access, value semantics for structs/enums/arrays.
struct Resolution {
    var width = 0
    var height = 0
}
struct Size {
    var width: Double
    var height: Double
}
enum Mode {
    case light, dark
    mutating func toggle() { self = (self == .light) ? .dark : .light }
}

let someResolution = Resolution()
print("default resolution: \(someResolution.width)x\(someResolution.height)")
let vga = Resolution(width: 640, height: 480)
let onlyWidth = Resolution(width: 800)
print("vga: \(vga.width)x\(vga.height), onlyWidth: \(onlyWidth.width)x\(onlyWidth.height)")

let hd = Resolution(width: 1920, height: 1080)
var cinema = hd
cinema.width = 2048
print("cinema is now \(cinema.width) pixels wide")
print("hd is still \(hd.width) pixels wide")

var currentMode = Mode.light
let rememberedMode = currentMode
currentMode.toggle()
print("current: \(currentMode), remembered: \(rememberedMode)")

var original = [Size(width: 1, height: 2)]
var copied = original
copied[0].width = 99
original.append(Size(width: 3, height: 4))
print("original:", original.map { $0.width }, "copied:", copied.map { $0.width })

func enlarge(_ size: Size) -> Size {
    var result = size
    result.width *= 2
    result.height *= 2
    return result
}
let small = Size(width: 1.5, height: 2.5)
let large = enlarge(small)
print("small \(small.width)x\(small.height), large \(large.width)x\(large.height)")

struct Team {
    var name: String
    var members: [String]
}
var teamA = Team(name: "A", members: ["ann"])
var teamB = teamA
teamB.name = "B"
teamB.members.append("bob")
print(teamA.name, teamA.members, "|", teamB.name, teamB.members)
