// Swift rejects this, and so must qas: a non-mutating method cannot change `self`.
struct Counter {
    var count = 0
    func increment() {
        count += 1 // expect error: 'self' is immutable
    }
}
print(Counter().count)
