// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Optional's map and flatMap where the optional holds a collection (a String,
// an array) map the optional, not the collection; Result's map too.
let city: String? = "Oslo"
let nowhere: String? = nil
print(city.map { $0.count } ?? -1, nowhere.map { $0.count } ?? -1) // expect: 4 -1
func lengths(_ name: String?) -> Int { name.map { $0.count } ?? 0 }
print(lengths("Bergen"), lengths(nil)) // expect: 6 0
let words = ["alpha", "beta", "gamma"]
print(words.first.map { $0.uppercased() } ?? "", words.last.map { $0.count } ?? 0) // expect: ALPHA 5
print(words.min().map { $0 + "!" } ?? "", [Int]().max().map { $0 * 2 } ?? -1) // expect: alpha! -1
let query = ["page": "3", "sort": "asc"]
print(query["page"].flatMap { Int($0) } ?? 1, query["size"].flatMap { Int($0) } ?? 10) // expect: 3 10
print(Int("21").map { $0 * 2 } ?? 0, Int("x").map { $0 * 2 } ?? 0) // expect: 42 0
enum Failure: Error { case bad }
let good: Result<Int, Failure> = .success(7)
let bad: Result<Int, Failure> = .failure(.bad)
print((try? good.map { $0 * 6 }.get()) ?? -1, (try? bad.map { $0 * 6 }.get()) ?? -1) // expect: 42 -1
func describe(_ n: Int) -> Result<String, Failure> { n > 5 ? .success("big") : .failure(.bad) }
let chained = good.flatMap(describe)
print((try? chained.get()) ?? "none") // expect: big
