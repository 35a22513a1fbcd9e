// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Tasks on the main actor run after the code that made them, in the order they
// were made; awaiting a task's value, sleeping or yielding lets the tasks
// waiting before it run first. Actors, async functions, continuations and task
// groups give what the awaiting code expects.
actor Counter {
    private var value = 0
    func increment() -> Int {
        value += 1
        return value
    }
    var current: Int { value }
}

@MainActor
final class Journal {
    private(set) var lines: [String] = []
    func write(_ line: String) { lines.append(line) }
}

enum FetchError: Error { case missing(Int) }

@MainActor func fetch(_ id: Int) async throws -> String {
    if id == 0 { throw FetchError.missing(id) }
    return "note \(id)"
}

@MainActor func doubled(_ n: Int) async -> Int { n * 2 }

let counter = Counter()
let journal = Journal()

Task { @MainActor in
    journal.write("first")
    print("first task, count", await counter.increment())
}
Task { @MainActor in
    journal.write("second")
    do {
        print(try await fetch(3))
        print(try await fetch(0))
    } catch FetchError.missing(let id) {
        print("missing", id)
    }
}
let answer = Task { @MainActor () -> Int in
    journal.write("third")
    return await doubled(21)
}
print("three tasks made")                                  // runs before any of them
print("answer", await answer.value)                        // the two before it ran first
print(journal.lines)

let failing = Task { @MainActor () throws -> String in try await fetch(0) }
do {
    _ = try await failing.value
} catch {
    print("the task threw", error)
}

let greeting = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
    continuation.resume(returning: "resumed")
}
print(greeting)

let total = await withTaskGroup(of: Int.self) { group -> Int in
    for n in 1...4 {
        group.addTask { n * 2 }
    }
    var sum = 0
    for await value in group { sum += value }
    return sum
}
print("group total", total)

Task { @MainActor in print("made before the sleep") }
try await Task.sleep(nanoseconds: 1_000_000)
print("after the sleep, count", await counter.increment())
Task { @MainActor in print("made last, runs at the end") }
print("top level done")                                   // the program ends: the last task never runs
// expect: three tasks made
// expect: note 3
// expect: missing 0
// expect: first task, count 1
// expect: answer 42
// expect: ["first", "second", "third"]
// expect: the task threw missing(0)
// expect: resumed
// expect: group total 20
// expect: made before the sleep
// expect: after the sleep, count 2
// expect: top level done
