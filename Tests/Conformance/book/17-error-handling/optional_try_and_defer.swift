// try? and try!, cleanup actions with defer, rethrows, Result.
enum ParseError: Error, CustomStringConvertible {
    case empty
    case notANumber(String)
    var description: String {
        switch self {
        case .empty: return "empty input"
        case .notANumber(let s): return "'\(s)' is not a number"
        }
    }
}
func parse(_ s: String) throws -> Int {
    if s.isEmpty { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.notANumber(s) }
    return n
}

let x = try? parse("42")
let y = try? parse("forty-two")
print(x as Any, y as Any)
let sure = try! parse("7")
print("try! gave", sure)

func process(_ inputs: [String]) throws -> Int {
    print("opening")
    defer { print("closing") }
    var sum = 0
    for input in inputs {
        defer { print("  processed '\(input)'") }
        sum += try parse(input)
    }
    return sum
}
print("sum:", (try? process(["1", "2", "3"])) ?? -1)
do {
    _ = try process(["4", "x", "5"])
} catch {
    print("failed with:", error)
}

func applyAll(_ values: [String], _ transform: (String) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for v in values { out.append(try transform(v)) }
    return out
}
print(applyAll(["a", "bb", "ccc"]) { $0.count })
print((try? applyAll(["1", "", "3"], parse)) as Any)

let results = ["10", "", "abc"].map { s in Result { try parse(s) } }
for r in results {
    switch r {
    case .success(let v): print("ok", v)
    case .failure(let e): print("error:", e)
    }
}
