// A struct method that modifies a stored property must be marked mutating.
struct Counter {
    var count = 0
    func increment() {
        count += 1
    }
}
var c = Counter()
c.increment()
print(c.count)
