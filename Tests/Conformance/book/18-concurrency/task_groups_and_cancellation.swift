// Task groups with deterministic result ordering, throwing groups, task cancellation.
func square(_ n: Int) async -> Int { n * n }

let squares = await withTaskGroup(of: (Int, Int).self) { group in
    for n in 1...6 {
        group.addTask { (n, await square(n)) }
    }
    var results: [(Int, Int)] = []
    for await pair in group { results.append(pair) }
    return results.sorted { $0.0 < $1.0 }
}
print(squares.map { "\($0.0)^2=\($0.1)" }.joined(separator: " "))

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for n in 1...100 { group.addTask { n } }
    return await group.reduce(0, +)
}
print("sum 1...100 =", total)

struct BadInput: Error { let value: Int }
func check(_ n: Int) async throws -> Int {
    if n < 0 { throw BadInput(value: n) }
    return n
}
do {
    let ok = try await withThrowingTaskGroup(of: Int.self) { group in
        for n in [3, 1, 2] { group.addTask { try await check(n) } }
        var all: [Int] = []
        for try await v in group { all.append(v) }
        return all.sorted()
    }
    print("checked:", ok)
    _ = try await withThrowingTaskGroup(of: Int.self) { group in
        group.addTask { try await check(-5) }
        return try await group.next()!
    }
} catch let e as BadInput {
    print("group threw BadInput(\(e.value))")
}

let spinner = Task { () -> String in
    var spins = 0
    while !Task.isCancelled {
        spins += 1
        await Task.yield()
    }
    return "stopped after cancellation"
}
spinner.cancel()
print(await spinner.value)

let checked = Task { () -> String in
    do { try Task.checkCancellation(); return "not cancelled" } catch { return "cancelled: \(type(of: error))" }
}
print(await checked.value)
let handled = await withTaskCancellationHandler { "operation ran" } onCancel: { print("never printed") }
print(handled)
