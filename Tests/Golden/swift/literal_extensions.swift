// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Extensions of the standard library's number types: an integer literal whose
// member is a Double's is a Double, and static members are reached through
// the type's name.
import Foundation
extension Double {
    var km: Double { self * 1_000 }
    var m: Double { self }
    func rounded(to places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
extension Int {
    static let dozen = 12
    static func fromBinary(_ text: String) -> Int? { Int(text, radix: 2) }
    var isEven: Bool { self % 2 == 0 }
}
let run = 42.km + 195.m
print(run, 3.rounded(to: 2), 2.71828.rounded(to: 3))
print(Int.dozen, Int.fromBinary("1011") ?? -1, Int.fromBinary("12") as Any, 7.isEven)
// expect: 42195.0 3.0 2.718
// expect: 12 11 nil false
