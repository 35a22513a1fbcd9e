// A range written with literals where a range of a program's type is declared:
// its bounds are values of that type.
struct Minute: Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    let value: Int
    init(stringLiteral text: String) {
        let parts = text.split(separator: ":").map { Int($0)! }
        value = parts[0] * 60 + parts[1]
    }
    static func < (a: Minute, b: Minute) -> Bool { a.value < b.value }
    var description: String { "\(value / 60):\(value % 60 < 10 ? "0" : "")\(value % 60)" }
}
let workday: Range<Minute> = "08:30"..<"18:00"
let lunch: ClosedRange<Minute> = "12:00"..."13:00"
print(workday.lowerBound, workday.upperBound, workday.contains("09:15"), workday.contains("18:00"))
print(lunch.contains("13:00"), lunch.upperBound.value - lunch.lowerBound.value)
// expect: 8:30 18:00 true false
// expect: true 60
