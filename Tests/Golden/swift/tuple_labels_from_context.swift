// Tuples made without labels take the labels of the type they are wanted as:
// through map, filter and sorted to a declared result, and an AnyIterator's.
struct Session { let day: Int; let pages: Int }
let sessions = [Session(day: 2, pages: 10), Session(day: 1, pages: 7), Session(day: 2, pages: 5)]

func pagesPerDay() -> [(day: Int, pages: Int)] {
    Dictionary(grouping: sessions, by: \.day)
        .map { ($0.key, $0.value.reduce(0) { $0 + $1.pages }) }
        .sorted { $0.day < $1.day }
}
for row in pagesPerDay() { print(row.day, row.pages, row) }

func busyDays(over limit: Int) -> [(day: Int, pages: Int)] {
    return pagesPerDay().map { ($0.day, $0.pages) }.filter { $0.pages > limit }
}
print(busyDays(over: 8))

let labelled: [(name: String, score: Double)] = ["a", "bb"].map { ($0, Double($0.count)) }
print(labelled[1].name, labelled[1].score)

struct Evens: Sequence {
    func makeIterator() -> AnyIterator<(index: Int, value: Int)> {
        var i = 0
        return AnyIterator {
            defer { i += 1 }
            return i < 3 ? (i, i * 2) : nil
        }
    }
}
for pair in Evens() { print(pair.index, pair.value) }
// expect: 1 7 (day: 1, pages: 7)
// expect: 2 15 (day: 2, pages: 15)
// expect: [(day: 2, pages: 15)]
// expect: bb 2.0
// expect: 0 0
// expect: 1 2
// expect: 2 4
