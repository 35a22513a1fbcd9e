// A property an extension adds without the protocol requiring it is chosen by
// the type the code sees, as methods are: through the protocol (or `self` in
// its extension), the extension's; through the value's own type, its own.
protocol Stock { var count: Int { get } }
extension Stock {
    var isLow: Bool { count < 5 }
    func label() -> String { isLow ? "low" : "ok" }
}
struct Bolts: Stock {
    var count: Int
    var isLow: Bool { count < 100 }
}
let bolts = Bolts(count: 40)
let seen: Stock = bolts
print(bolts.isLow, seen.isLow, bolts.label(), Bolts(count: 3).isLow)
func describe(_ s: Stock) -> String { s.isLow ? "reorder" : "enough" }
print(describe(bolts), describe(Bolts(count: 1)))
// expect: true false ok true
// expect: enough reorder
