// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A trailing closure goes to the overload whose parameter is a function, and
// a protocol extension's overload is found beside the type's own method.
protocol Store {
    associatedtype Item
    func all() -> [Item]
}
extension Store {
    func fetch(where matches: (Item) -> Bool) -> [Item] { all().filter(matches) }
    func count(where matches: (Item) -> Bool) -> Int { all().filter(matches).count }
}
struct Books: Store {
    let titles = ["Dune", "Emma", "Ulysses", "Beloved"]
    func all() -> [String] { titles }
    func fetch(id: Int) -> String? { id < titles.count ? titles[id] : nil }
}
struct Log {
    var lines: [String] = []
    func lines(matching word: String) -> [String] { lines.filter { $0.contains(word) } }
    func lines(where keep: (String) -> Bool) -> [String] { lines.filter(keep) }
}
let books = Books()
print(books.fetch { $0.count == 4 })
print(books.fetch(id: 2) ?? "none", books.fetch(id: 9) ?? "none")
print(books.count { $0.hasPrefix("B") })
let log = Log(lines: ["start", "warning: low", "stop"])
print(log.lines(matching: "st"), log.lines { $0.count > 5 })
// expect: ["Dune", "Emma"]
// expect: Ulysses none
// expect: 1
// expect: ["start", "stop"] ["warning: low"]
