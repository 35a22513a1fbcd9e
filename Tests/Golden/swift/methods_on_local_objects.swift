// A class's method called on an object in a local: the object stays whole as
// long as something holds it, whatever the method does with `self` — keeps it,
// captures it, drops every other reference to it, throws, or calls itself —
// and new objects made after never take its place.
var kept: [Tracked] = []
var onlyOther: Tracked? = nil

enum Failure: Error { case refused(String) }

final class Tracked {
    let name: String
    var calls = 0
    init(_ name: String) { self.name = name }
    func keep() { calls += 1; kept.append(self) }
    func later() -> () -> String { return { "later \(self.name) \(self.calls)" } }
    func dropOthers() -> String { onlyOther = nil; kept.removeAll(); return "dropped by \(name)" }
    func fail(_ n: Int) throws -> Int { if n > 1 { throw Failure.refused(name) }; return n }
    func depth(_ n: Int) -> Int { n == 0 ? calls : depth(n - 1) + 1 }
    func with(_ other: Tracked) -> String { "\(name)+\(other.name)" }
    func renamed(_ suffix: String) -> Tracked { Tracked(name + suffix) }
}

func churn() -> Int {
    var made: [Tracked] = []
    for i in 0..<2000 { made.append(Tracked("n\(i)")) }
    return made.count
}

func run() {
    let a = Tracked("a")
    a.keep()
    a.keep()
    print(kept.count, a.calls, kept[0] === a)                        // expect: 2 2 true
    let f = a.later()
    print(f())                                                       // expect: later a 2
    onlyOther = a
    print(a.dropOthers(), kept.count, onlyOther == nil)              // expect: dropped by a 0 true
    print(churn(), a.name, a.calls)                                  // expect: 2000 a 2
    do {
        print(try a.fail(1))                                         // expect: 1
        print(try a.fail(2))
    } catch {
        print("caught \(error)")                                     // expect: caught refused("a")
    }
    print(churn(), a.depth(3), a.name)                               // expect: 2000 5 a
    let b = Tracked("b")
    print(a.with(b), b.with(a), a.with(Tracked("temp")))             // expect: a+b b+a a+temp
    var c: Tracked? = Tracked("c")
    print(c?.depth(2) ?? -1, c!.renamed("2").name)                   // expect: 2 c2
    c = nil
    print(c?.depth(2) ?? -1)                                         // expect: -1
    var d = a.renamed("-d")
    d = d.renamed("-again")
    print(churn(), d.name, f(), b.name)                              // expect: 2000 a-d-again later a 2 b
}
run()
print(churn(), kept.count)                                           // expect: 2000 0
