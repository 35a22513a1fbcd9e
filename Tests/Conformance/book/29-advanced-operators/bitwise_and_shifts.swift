// Bitwise NOT, AND, OR, XOR; logical and arithmetic shifts; extracting color components.
func bits(_ v: UInt8) -> String {
    let s = String(v, radix: 2)
    return String(repeating: "0", count: 8 - s.count) + s
}
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print("NOT:", bits(initialBits), "->", bits(invertedBits))

let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8 = 0b00111111
print("AND:", bits(firstSixBits & lastSixBits))
let someBits: UInt8 = 0b10110010
let moreBits: UInt8 = 0b01011110
print("OR: ", bits(someBits | moreBits))
let firstBits: UInt8 = 0b00010100
let otherBits: UInt8 = 0b00000101
print("XOR:", bits(firstBits ^ otherBits))

let shiftBits: UInt8 = 4
print("shifts:", shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)

let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print("pink components:", redComponent, greenComponent, blueComponent)

let negative: Int8 = -4
print("signed shifts:", negative >> 1, negative << 1, Int8(-128) >> 7)
print("two's complement of -4:", bits(UInt8(bitPattern: negative)))

struct Permissions: OptionSet {
    let rawValue: UInt8
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)
}
var perms: Permissions = [.read, .execute]
print("perms raw:", bits(perms.rawValue), "can write:", perms.contains(.write))
perms.insert(.write)
perms.remove(.read)
print("perms raw:", bits(perms.rawValue))

let value: UInt16 = 0b1011_0000_0000_0001
print("popcount:", value.nonzeroBitCount, "leading zeros:", value.leadingZeroBitCount, "trailing zeros:", value.trailingZeroBitCount)
print("is power of two:", [1, 6, 64].map { $0 & ($0 - 1) == 0 })
