// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Interpolation writes each piece's bytes in turn: numbers of every width and
// sign, text that outgrows the first buffer, non-ASCII, and values that print
// through their own description (which may interpolate in turn).
let smallest = -9223372036854775807 - 1
print("a\(smallest)b\(Int.max)c\(0)d\(-7)e\(10)f\(99)g\(100)") // expect: a-9223372036854775808b9223372036854775807c0d-7e10f99g100
print("\(1.5) \(true) \([1, 2]) \(["k": "v"]) \("x")|\("")|") // expect: 1.5 true [1, 2] ["k": "v"] x||
let wide = String(repeating: "é", count: 200)
let long = "\(wide)\(wide)|\(smallest)|\(wide)"
print(long.count, long.hasSuffix("|\(wide)"), long.hasPrefix("éé")) // expect: 622 true true
var built = ""
for i in 0..<40 { built = "\(built)\(i)," }
print(built.count, built.suffix(6)) // expect: 110 38,39,
struct Tag: CustomStringConvertible {
    var id: Int
    var description: String { "Tag#\(id)" }
}
print("🎉\(Tag(id: 3)) and \([Tag(id: 4)])🎉") // expect: 🎉Tag#3 and [Tag#4]🎉
let key = "key\(12345)"
print(key, key.count, key == "key12345") // expect: key12345 8 true
