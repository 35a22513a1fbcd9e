// A slice of a string shares the string's indices, as Swift's Substring does,
// and Optional associated values bound by a pattern are Optionals.

func expand(_ text: String) -> [Int]? {
    var out: [Int] = []
    for token in text.split(separator: ",") {
        let t = String(token)
        if let n = Int(t) { out.append(n); continue }
        // The dash between two numbers is the first one after the start.
        guard let dash = t.dropFirst().firstIndex(of: "-"),
              let lo = Int(t[..<dash]), let hi = Int(t[t.index(after: dash)...]), lo <= hi else { return nil }
        out += Array(lo...hi)
    }
    return out
}
print(expand("-6,-3--1,3-5") ?? [])

let line = "key = value = more"
let rest = line.drop(while: { $0 != "=" }).dropFirst()
print(rest, rest.startIndex == line.index(line.startIndex, offsetBy: 5))
if let second = rest.firstIndex(of: "=") { print(line[second...], line.distance(from: line.startIndex, to: second)) }
let word = "Substring"
let tail = word.suffix(6)
print(tail, tail == "string", tail.count, word[tail.startIndex], [tail])
var seen: Set<String> = ["string"]
print(seen.contains(String(tail)), Double("x12.5y".dropFirst().dropLast())!)
seen.insert(String(word.dropFirst(3)))
print(seen.sorted())

enum Route { case product(id: Int, variant: String?), home }
for r in [Route.product(id: 7, variant: "blue"), .product(id: 8, variant: nil), .home] {
    switch r {
    case let .product(id, variant): print("product \(id)\(variant.map { " in \($0)" } ?? "")")
    case .home: print("home")
    }
}

// expect: [-6, -3, -2, -1, 3, 4, 5]
// expect:  value = more true
// expect: = more 12
// expect: string true 6 s ["string"]
// expect: true 12.5
// expect: ["string"]
// expect: product 7 in blue
// expect: product 8
// expect: home
