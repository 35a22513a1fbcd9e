import Foundation
import Testing
import QuickActionScript

/// Engines share nothing they change: several run at once on several threads (as
/// Swift Testing runs an app's tests in parallel) and each prints what it would
/// alone. CI also runs this suite under ThreadSanitizer
/// (`swift test --sanitize=thread --filter EnginesOnThreads`), which reports any
/// memory two engines touch without synchronisation.
@Suite("Engines on several threads")
struct EnginesOnThreadsTests {
    /// Types with methods (the method caches), enums, closures, strings,
    /// dictionaries, errors, the store and the app model.
    static func program(_ n: Int) -> String {
        """
        enum Shape { case circle(Double), square(Double)
            var area: Double {
                switch self {
                case .circle(let r): return 3.0 * r * r
                case .square(let s): return s * s
                }
            }
        }
        class Node { var value: Int; var next: Node?; init(_ value: Int, _ next: Node?) { self.value = value; self.next = next } }
        struct Counter { var count = 0; mutating func add(_ k: Int) { count += k } }
        func sum(_ node: Node?) -> Int { guard let node else { return 0 }; return node.value + sum(node.next) }
        var list: Node? = nil
        for i in 1...200 { list = Node(i, list) }
        var counter = Counter()
        for i in 0..<1000 { counter.add(i % \(n + 2)) }
        var words: [String: Int] = [:]
        for w in "a b c a b a engine \(n)".split(separator: " ") { words[String(w), default: 0] += 1 }
        let shapes: [Shape] = [.circle(Double(\(n))), .square(2)]
        let areas = shapes.map { $0.area }.reduce(0, +)
        do { throw "boom \(n)" } catch { print("caught", error) }
        static action "A\(n)" { title: "Action \(n)" }
        var handled = 0
        on "A\(n)" { handled += 1 }
        homeScreen.press("Action \(n)")
        notes.add(title: "note \(n)")
        print(sum(list), counter.count, words["a"]!, areas, handled, notes.count, homeScreen.menu().count)
        """
    }

    static func expected(_ n: Int) -> String {
        let count = (0..<1000).reduce(0) { $0 + $1 % (n + 2) }
        let areas = 3.0 * Double(n) * Double(n) + 4.0
        return "caught boom \(n)\n20100 \(count) 3 \(areas) 1 1 1\n"
    }

    @Test func enginesRunningAtOnceEachPrintWhatTheyWouldAlone() throws {
        let threads = 4, rounds = 3
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var outputs: [Int: [String]] = [:]
            var failures: [String] = []
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: threads) { n in
            for _ in 0..<rounds {
                final class Sink: @unchecked Sendable { var text = "" }
                let sink = Sink()
                do {
                    let session = try AppSession()
                    session.engine.output = { sink.text += $0 }
                    session.errorOutput = { _ in }
                    try session.run(EnginesOnThreadsTests.program(n), name: "engine\(n).qas")
                    results.lock.lock()
                    results.outputs[n, default: []].append(sink.text)
                    results.lock.unlock()
                } catch {
                    results.lock.lock()
                    results.failures.append("engine \(n): \(error)")
                    results.lock.unlock()
                }
            }
        }
        #expect(results.failures.isEmpty, "\(results.failures)")
        for n in 0..<threads {
            #expect(results.outputs[n] == Array(repeating: EnginesOnThreadsTests.expected(n), count: rounds),
                    "engine \(n): \(results.outputs[n] ?? [])")
        }
    }
}
