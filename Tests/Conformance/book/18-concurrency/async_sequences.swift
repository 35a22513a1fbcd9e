// Async sequences: for-await loops, AsyncStream, custom AsyncSequence, async iteration with break.
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current >= 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

for await n in Countdown(start: 3) {
    print("countdown:", n)
}

let lines = AsyncStream<String> { continuation in
    for word in ["alpha", "beta", "gamma", "delta"] {
        continuation.yield(word)
    }
    continuation.finish()
}
var collected: [String] = []
for await line in lines {
    if line == "delta" { break }
    collected.append(line.uppercased())
}
print("collected:", collected)

let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
let producer = Task {
    for i in 1...5 { continuation.yield(i * 10) }
    continuation.finish()
}
var sum = 0
for await value in stream { sum += value }
await producer.value
print("stream sum:", sum)

let evens = Countdown(start: 10).filter { $0 % 2 == 0 }.map { "#\($0)" }
var tags: [String] = []
for await tag in evens { tags.append(tag) }
print(tags.joined(separator: " "))
let containsSeven = await Countdown(start: 9).contains(7)
let firstBig = await Countdown(start: 9).first { $0 < 4 }
print("contains 7:", containsSeven, "first below 4:", firstBig ?? -1)
