// Sized integers (UInt8…Int64, UInt) are their Swift types: literals take the
// type of where they go, operators wrap or trap as Swift's, and strings give
// their code units as UInt8 and UInt16.
let a: UInt8 = 250
let b = a &+ 10
print(b, UInt8.max, Int32.min, Int64(5) * 3, UInt64.max)
let x: UInt32 = 0xFFFF_FFFF
print(x >> 4, x & 0xFF, ~x, x.nonzeroBitCount, (x >> 8).leadingZeroBitCount)
var h: UInt64 = 1469598103934665603
for byte in "hello".utf8 { h ^= UInt64(byte); h = h &* 1099511628211 }
print(h)
let c: Character = "A"
print(c.asciiValue!, c.asciiValue! + 1, Int(c.asciiValue!) * 2)
let bytes: [UInt8] = [1, 2, 255]
print(bytes, bytes.reduce(0) { $0 &+ $1 }, bytes.map { Int($0) }.reduce(0, +))
let i8: Int8 = -128
print(i8, i8.magnitude, Int8(bitPattern: 200), UInt8(bitPattern: -1), UInt8(truncatingIfNeeded: 300), UInt8(clamping: -5))
print(UInt8(exactly: 256) as Any, UInt8("42") as Any, UInt32("ff", radix: 16)!, String(UInt16(65535), radix: 2))
var counts: [UInt8: Int] = [:]
for v in bytes { counts[v, default: 0] += 1 }
print(counts[255]!, counts.keys.sorted())
print(type(of: a), a == 250, a > 3, UInt16(a) + 1000)
func rotl(_ v: UInt32, _ n: UInt32) -> UInt32 { (v << n) | (v >> (32 - n)) }
print(rotl(0x8000_0001, 1))
for s in "Az".unicodeScalars { print(s.value, s.value + 1) }
let m = UInt8(200)
print(m.isMultiple(of: 8), m.addingReportingOverflow(100))
print(Double(m) / 3, UInt8(ascii: "a"))
for x: UInt8 in [1, 6, 255] where x > 1 { print(x, x &+ 1) }
print(type(of: [1, 2] as [UInt8]), type(of: 5 as UInt16), 5 as Double)
let units = "é!".utf16
print(units.count, Array(units), Array("é!".utf8))
extension FixedWidthInteger {
    var bitString: String {
        let s = String(self, radix: 2)
        return String(repeating: "0", count: Self.bitWidth - s.count) + s
    }
}
print(UInt8(5).bitString, Int16(-1).nonzeroBitCount, UInt32(1) << 31)
// expect: 4 255 -2147483648 15 18446744073709551615
// expect: 268435455 255 0 32 8
// expect: 25347132070217633
// expect: 65 66 130
// expect: [1, 2, 255] 2 258
// expect: -128 128 -56 255 44 0
// expect: nil Optional(42) 255 1111111111111111
// expect: 1 [1, 2, 255]
// expect: UInt8 true true 1250
// expect: 3
// expect: 65 66
// expect: 122 123
// expect: true (partialValue: 44, overflow: true)
// expect: 66.66666666666667 97
// expect: 6 7
// expect: 255 0
// expect: Array<UInt8> UInt16 5.0
// expect: 2 [233, 33] [195, 169, 33]
// expect: 00000101 16 2147483648
