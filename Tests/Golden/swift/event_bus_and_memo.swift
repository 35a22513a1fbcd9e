// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
final class EventBus {
    typealias Handler = (String) -> Void
    private var handlers: [String: [Handler]] = [:]
    func on(_ name: String, _ h: @escaping Handler) { handlers[name, default: []].append(h) }
    func emit(_ name: String, _ payload: String) { handlers[name]?.forEach { $0(payload) } }
}
let bus = EventBus()
var received: [String] = []
bus.on("msg") { received.append("a:" + $0) }
bus.on("msg") { received.append("b:" + $0.uppercased()) }
bus.emit("msg", "hi")
bus.emit("other", "ignored")
print(received)
struct Memo {
    private var cache: [Int: Int] = [:]
    mutating func fib(_ n: Int) -> Int {
        if n < 2 { return n }
        if let v = cache[n] { return v }
        let v = fib(n - 1) + fib(n - 2)
        cache[n] = v
        return v
    }
}
var memo = Memo()
print(memo.fib(50), memo.fib(10))
let counter = { () -> () -> Int in
    var c = 0
    return { c += 1; return c }
}()
_ = counter(); _ = counter()
print(counter())

// What it prints:
// expect: ["a:hi", "b:HI"]
// expect: 12586269025 55
// expect: 3
