// Overflow operators (&+, &-, &*), overflow-reporting methods, precedence and associativity.
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print("UInt8.max &+ 1 =", unsignedOverflow)

var unsignedUnderflow = UInt8.min
unsignedUnderflow = unsignedUnderflow &- 1
print("UInt8.min &- 1 =", unsignedUnderflow)

var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print("Int8.min &- 1 =", signedOverflow)
print("Int8.max &+ 1 =", Int8.max &+ 1)
print("UInt8(200) &* 2 =", UInt8(200) &* 2)
print("Int16.max &* 2 =", Int16.max &* 2)
print("masking shift 1 &<< 9 on UInt8 =", UInt8(1) &<< 9)

let (sum, overflowed) = UInt8(250).addingReportingOverflow(10)
print("250 + 10 as UInt8:", sum, "overflow:", overflowed)
let (product, o2) = Int32.max.multipliedReportingOverflow(by: 2)
print("Int32.max * 2:", product, "overflow:", o2)
let (diff, o3) = Int.min.subtractingReportingOverflow(0)
print("Int.min - 0 overflowed:", o3, diff == Int.min)

func checkedAdd(_ a: UInt8, _ b: UInt8) -> UInt8? {
    let (r, o) = a.addingReportingOverflow(b)
    return o ? nil : r
}
print(checkedAdd(100, 100) as Any, checkedAdd(200, 100) as Any)

// Hashing with wrapping arithmetic
func fnv1a(_ s: String) -> UInt32 {
    var hash: UInt32 = 2166136261
    for byte in s.utf8 {
        hash ^= UInt32(byte)
        hash = hash &* 16777619
    }
    return hash
}
print("fnv1a:", fnv1a("hello"), fnv1a("swift"))

// Precedence and associativity
print(2 + 3 % 4 * 5)
print(2 + ((3 % 4) * 5))
print(10 - 4 - 3, 10 - (4 - 3))
print(1 << 2 + 1, (1 << 2) + 1)
print(true || false && false, 6 & 3 | 8)
