// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
extension Array where Element == Int {
    mutating func pushTwice(_ x: Int) {
        append(x)
        append(x)
    }
    var sum: Int { reduce(0, +) }
}
var numbers = [1]
numbers.pushTwice(2)
print(numbers, numbers.sum) // expect: [1, 2, 2] 5

extension String {
    mutating func shout() { self = uppercased() + "!" }
    func repeated(_ n: Int) -> String { String(repeating: self, count: n) }
}
var word = "hey"
word.shout()
print(word, "ab".repeated(3)) // expect: HEY! ababab

extension Int {
    mutating func double() { self *= 2 }
    var isEven: Bool { self % 2 == 0 }
}
var n = 21
n.double()
print(n, n.isEven, 7.isEven) // expect: 42 true false

extension Bool {
    var asWord: String { self ? "yes" : "no" }
}
print(true.asWord, (1 > 2).asWord) // expect: yes no
