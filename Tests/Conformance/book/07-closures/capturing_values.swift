// Capturing values, closures as reference types, capture lists.
func makeIncrementer(forIncrement amount: Int) -> () -> Int {
    var runningTotal = 0
    func incrementer() -> Int {
        runningTotal += amount
        return runningTotal
    }
    return incrementer
}

let incrementByTen = makeIncrementer(forIncrement: 10)
print(incrementByTen(), incrementByTen(), incrementByTen())
let incrementBySeven = makeIncrementer(forIncrement: 7)
print(incrementBySeven())
print(incrementByTen())

let alsoIncrementByTen = incrementByTen
print("shared state:", alsoIncrementByTen(), incrementByTen())

func makeCounter() -> (increment: () -> Void, read: () -> Int) {
    var count = 0
    return ({ count += 1 }, { count })
}
let counter = makeCounter()
counter.increment()
counter.increment()
print("counter reads", counter.read())

var value = 1
let capturesReference = { print("by reference:", value) }
let capturesCopy = { [value] in print("captured copy:", value) }
value = 99
capturesReference()
capturesCopy()

var handlers: [() -> String] = []
for i in 1...3 {
    handlers.append { "handler \(i)" }
}
print(handlers.map { $0() })

func memoize(_ f: @escaping (Int) -> Int) -> (Int) -> Int {
    var cache: [Int: Int] = [:]
    var calls = 0
    return { n in
        if let hit = cache[n] { return hit }
        calls += 1
        let result = f(n)
        cache[n] = result
        print("computed \(n) (call #\(calls))")
        return result
    }
}
let slowSquare = memoize { $0 * $0 }
print(slowSquare(4), slowSquare(4), slowSquare(5))
