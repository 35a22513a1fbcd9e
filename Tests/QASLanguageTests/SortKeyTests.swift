import Testing
@testable import QASLanguage

/// Comparators that compare one key of each side are sorted by their keys
/// (`SortKey`); these check which closures are, and that any element whose key
/// cannot be read without running script code leaves the sort to the closure.
/// (Goldens check the orders against Swift; the generic-path test runs them
/// with no key sorts at all.)
@Suite("Sort keys")
struct SortKeyTests {
    let interpreter: Interpreter

    init() throws {
        interpreter = try .quietlyRunning("""
            struct Item {
                var rank: Int
                var title: String
                var doubled: Int { rank * 2 }
                lazy var later: Int = rank
            }
            let items = [Item(rank: 2, title: "b"), Item(rank: 1, title: "a")]
            let rows: [[String: Any]] = [["rank": 2], ["rank": 1]]
            let gappy: [[String: Any]] = [["rank": 2], ["title": "none"]]
            let mixed: [[String: Any]] = [["rank": 2], ["rank": "one"]]
            let nans = [[2.0], [Double.nan]]
            let keyed = [
                { (a: Item, b: Item) in a.rank < b.rank },
                { $0.title > $1.title },
                { a, b in (a["rank"] as! Int) < (b["rank"] as! Int) },
                { a, b in return a[0] < b[0] },
                { (a: Int, b: Int) in a > b },
                { a, b in a.doubled < b.doubled },
                { a, b in a.later < b.later },
            ]
            let notKeyed = [
                { a, b in a.rank < b.title },
                { a, b in b.rank < a.rank },
                { a, b in a.rank <= b.rank },
                { a, b in a.rank < b.rank || a.title < b.title },
                { a, b in (a["rank"] as? Int ?? 0) < (b["rank"] as? Int ?? 0) },
                { a, b in a[a.count - 1] < b[b.count - 1] },
                { a, b in a.rank < b.rank + 0 },
            ]
            """)
    }

    func functions(_ name: String) throws -> [Function] {
        guard case .array(let list)? = interpreter.value(of: name) else { throw Failure("no \(name)") }
        return try list.items.map {
            guard case .function(let f) = $0 else { throw Failure("not a closure: \($0)") }
            return f
        }
    }

    func elements(_ name: String) throws -> [Value] {
        guard case .array(let list)? = interpreter.value(of: name) else { throw Failure("no \(name)") }
        return list.items
    }

    @Test func closuresComparingOneKeyAreRecognised() throws {
        for (i, f) in try functions("keyed").enumerated() {
            #expect(f.proto.sortKey != nil, "closure \(i) compares one key of each side")
        }
        for (i, f) in try functions("notKeyed").enumerated() {
            #expect(f.proto.sortKey == nil, "closure \(i) does not compare one key of each side")
        }
    }

    @Test func keysReadWithoutScriptCodeAreSorted() throws {
        let keyed = try functions("keyed")
        let byRank = try #require(keyed[0].proto.sortKey)
        let sorted = try #require(byRank.sorted(elements("items")))
        let titles = sorted.map { v -> Value in
            guard case .instance(let i) = v else { return .null }
            return i[1]
        }
        #expect(titles == [.string("a"), .string("b")])
        let byKey = try #require(keyed[2].proto.sortKey)
        #expect(byKey.sorted(try elements("rows"))?.count == 2)
    }

    @Test func keysThatNeedScriptCodeOrFailLeaveTheSortToTheClosure() throws {
        let keyed = try functions("keyed")
        // A computed property runs script code.
        #expect(try #require(keyed[5].proto.sortKey).sorted(elements("items")) == nil)
        // So does a lazy property not yet computed.
        #expect(try #require(keyed[6].proto.sortKey).sorted(elements("items")) == nil)
        // A missing key, a key of another kind than the cast requires.
        let byKey = try #require(keyed[2].proto.sortKey)
        #expect(byKey.sorted(try elements("gappy")) == nil)
        #expect(byKey.sorted(try elements("mixed")) == nil)
        // NaN has no place in a strict order: the closure decides, as it would.
        #expect(try #require(keyed[3].proto.sortKey).sorted(elements("nans")) == nil)
        // Elements of another kind than the path reads.
        #expect(try #require(keyed[0].proto.sortKey).sorted(elements("rows")) == nil)
    }
}

private struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
