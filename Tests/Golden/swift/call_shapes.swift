// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Calls written with several trailing closures, the unary plus, and the
// concurrency library's small types: CancellationError and Void.self.
func fetch(_ id: Int, onSuccess: (String) -> Void, onFailure: (String) -> Void) {
    if id > 0 { onSuccess("note \(id)") } else { onFailure("no note \(id)") }
}
fetch(3) { print("got", $0) } onFailure: { print("failed", $0) }
fetch(-1) { value in
    print("got", value)
} onFailure: { message in
    print("failed", message)
}
func combine(first: () -> Int, then second: () -> Int) -> Int { first() * 10 + second() }
print(combine { 4 } then: { 2 })

let offset = -4
print(+offset, +2.5, 3 + +1)

func step(_ n: Int) async throws -> Int {
    if n < 0 { throw CancellationError() }
    return n * 2
}
do {
    print(try await step(2))
    print(try await step(-1))
} catch is CancellationError {
    print("cancelled")
}
do { _ = try await step(-3) } catch { print("error:", error, error is CancellationError) }
let made = await withTaskGroup(of: Void.self) { group -> Int in
    var count = 0
    for _ in 1...3 {
        group.addTask { }
        count += 1
    }
    return count
}
print("children", made)
// expect: got note 3
// expect: failed no note -1
// expect: 42
// expect: -4 2.5 4
// expect: 4
// expect: cancelled
// expect: error: CancellationError() true
// expect: children 3
