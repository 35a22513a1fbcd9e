// Actors: isolated state, await for cross-actor access, nonisolated members, Sendable value types, @MainActor.
actor TemperatureLogger {
    let label: String
    private(set) var measurements: [Int]
    private(set) var max: Int

    init(label: String, measurement: Int) {
        self.label = label
        self.measurements = [measurement]
        self.max = measurement
    }
    func update(with measurement: Int) {
        measurements.append(measurement)
        if measurement > max { max = measurement }
    }
    nonisolated var summaryTitle: String { "Logger(\(label))" }
}

struct Reading: Sendable {
    let sensor: String
    let value: Int
}

let logger = TemperatureLogger(label: "Outdoors", measurement: 25)
print(logger.summaryTitle)
print("max:", await logger.max)
for r in [Reading(sensor: "a", value: 30), Reading(sensor: "b", value: 22), Reading(sensor: "c", value: 31)] {
    await logger.update(with: r.value)
}
print("measurements:", await logger.measurements, "max:", await logger.max)

actor Counter {
    private var value = 0
    func increment() -> Int { value += 1; return value }
}
let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<100 { group.addTask { _ = await counter.increment() } }
}
print("counter after 100 concurrent increments:", await counter.increment() - 1)

@MainActor
final class Scoreboard {
    var events: [String] = []
    func record(_ e: String) { events.append(e) }
}
@MainActor
func runGame() async {
    let board = Scoreboard()
    board.record("kickoff")
    let t = Task { @MainActor in board.record("goal") }
    await t.value
    board.record("final whistle")
    print(board.events)
}
await runGame()
