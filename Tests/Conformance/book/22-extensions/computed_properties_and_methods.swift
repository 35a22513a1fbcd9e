// Extensions adding computed properties, instance methods, mutating methods and type methods.
extension Double {
    var km: Double { self * 1_000.0 }
    var m: Double { self }
    var cm: Double { self / 100.0 }
    var mm: Double { self / 1_000.0 }
    var ft: Double { self / 3.28084 }
}
let oneInch = 25.4.mm
print("One inch is \(oneInch) meters")
let aMarathon = 42.km + 195.m
print("A marathon is \(aMarathon) meters long")

extension Int {
    func repetitions(task: () -> Void) {
        for _ in 0..<self { task() }
    }
    mutating func square() {
        self = self * self
    }
    var isEven: Bool { self % 2 == 0 }
    static func fromBinary(_ s: String) -> Int? { Int(s, radix: 2) }
}
3.repetitions { print("Hello!") }
var someInt = 3
someInt.square()
print("squared:", someInt, "even?", someInt.isEven)
print("0b1011 =", Int.fromBinary("1011") ?? -1)

extension String {
    var isPalindrome: Bool {
        let letters = lowercased().filter { $0.isLetter }
        return letters == String(letters.reversed())
    }
    func repeated(_ n: Int, separator: String = "") -> String {
        Array(repeating: self, count: n).joined(separator: separator)
    }
}
for phrase in ["Never odd or even", "Swift"] {
    print("\"\(phrase)\" palindrome:", phrase.isPalindrome)
}
print("ab".repeated(3), "x".repeated(3, separator: "-"))

extension Array where Element == Int {
    var total: Int { reduce(0, +) }
    mutating func removeNegatives() { removeAll { $0 < 0 } }
}
var readings = [4, -2, 7, -1, 5]
print("total before:", readings.total)
readings.removeNegatives()
print("after removing negatives:", readings, "total:", readings.total)
