// Swift rejects this, and so must qas: a `let` struct cannot call a mutating method.
struct Counter {
    var count = 0
    mutating func increment() { count += 1 }
}
let c = Counter()
c.increment() // expect error: 'c' is a 'let' constant
print(c.count)
