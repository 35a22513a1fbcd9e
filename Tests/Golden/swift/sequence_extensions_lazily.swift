// A program's own `extension Sequence` methods on lazy and endless sequences
// read only what they need; an overload taking a key path; `exit` ends the run.
import Foundation

extension Sequence {
    func take(_ n: Int) -> [Element] {
        var out: [Element] = []
        for x in self {
            if out.count == n { break }
            out.append(x)
        }
        return out
    }
    func sorted<V: Comparable>(by key: KeyPath<Element, V>) -> [Element] {
        sorted { $0[keyPath: key] < $1[keyPath: key] }
    }
}
let squares = (1...).lazy.map { $0 * $0 }
print(squares.take(5), squares.filter { $0 % 2 == 1 }.dropFirst(2).take(3))
let words = (0...).lazy.map { String($0, radix: 2) }.filter { !$0.contains("11") }
print(words.take(8))

struct City { let name: String; let population: Int }
let cities = [City(name: "Oslo", population: 709), City(name: "Bergen", population: 286), City(name: "Trondheim", population: 212)]
print(cities.sorted(by: \.population).map(\.name), cities.sorted(by: \.name).map(\.name))
print(cities.sorted(by: { $0.population > $1.population }).first!.name)

func finish(_ ok: Bool) {
    print(ok ? "done" : "failed")
    if ok { exit(0) }
    print("not reached when ok")
}
finish(true)
print("never printed")

// expect: [1, 4, 9, 16, 25] [25, 49, 81]
// expect: ["0", "1", "10", "100", "101", "1000", "1001", "1010"]
// expect: ["Trondheim", "Bergen", "Oslo"] ["Bergen", "Oslo", "Trondheim"]
// expect: Oslo
// expect: done
