// A property with a private setter cannot be assigned from outside the type.
struct Counter {
    private(set) var count = 0
    mutating func increment() { count += 1 }
}
var counter = Counter()
counter.increment()
counter.count = 100
print(counter.count)
