// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// An object lives while something holds it strongly: a scope's variables and a
// function's parameters let go as it ends, weak and unowned references do not
// hold, and a weak one reads nil once the object is gone.
final class Tenant {
    let name: String
    var home: Flat?
    init(_ name: String) { self.name = name; print("+", name) }
    deinit { print("-", name) }
}
final class Flat {
    let number: String
    weak var tenant: Tenant?
    init(_ number: String) { self.number = number }
    deinit { print("- flat", number) }
}
do {
    let ann = Tenant("Ann")
    let flat = Flat("4A")
    ann.home = flat
    flat.tenant = ann
    withExtendedLifetime(ann) { print(flat.tenant?.name ?? "empty") }
}
print("after the scope")
// expect: + Ann
// expect: Ann
// expect: - Ann
// expect: - flat 4A
// expect: after the scope

let kept = Flat("7B")
func moveIn(_ name: String, to flat: Flat) {
    let t = Tenant(name)
    flat.tenant = t
    print(flat.tenant?.name ?? "empty")
}
moveIn("Bo", to: kept)
print(kept.tenant?.name ?? "empty", kept.tenant == nil)
// expect: + Bo
// expect: Bo
// expect: - Bo
// expect: empty true

final class Card {
    let number: Int
    unowned let owner: Customer
    init(_ number: Int, owner: Customer) { self.number = number; self.owner = owner }
    deinit { print("- card", number) }
}
final class Customer {
    let name: String
    var card: Card?
    init(_ name: String) { self.name = name }
    deinit { print("- customer", name) }
}
var jane: Customer? = Customer("Jane")
jane!.card = Card(1234, owner: jane!)
print(jane!.card!.owner.name)
jane = nil
// expect: Jane
// expect: - customer Jane
// expect: - card 1234

final class Counter {
    var value = 0
    lazy var increment: () -> Int = { [unowned self] in
        self.value += 1
        return self.value
    }
    var onChange: (() -> Void)?
    func watch() { onChange = { [weak self] in print("changed to", self?.value ?? -1) } }
    deinit { print("- counter at", value) }
}
var counter: Counter? = Counter()
_ = counter!.increment()
print(counter!.increment())
counter!.watch()
let callback = counter!.onChange!
callback()
counter = nil
callback()
// expect: 2
// expect: changed to 2
// expect: - counter at 2
// expect: changed to -1
for i in 1...2 {
    let t = Tenant("T\(i)")
    print(t.name.count)
}
print("done")
// expect: + T1
// expect: 2
// expect: - T1
// expect: + T2
// expect: 2
// expect: - T2
// expect: done

// A weak variable reads nil once its object is freed; a closure sees the same.
weak var current: Tenant?
do {
    let visitor = Tenant("Vi")
    current = visitor
    print(current?.name ?? "nobody", current == nil)
}
print(current?.name ?? "nobody", current == nil)
// expect: + Vi
// expect: Vi false
// expect: - Vi
// expect: nobody true
func watch() {
    var keeper: Tenant? = Tenant("Wu")
    weak var watched = keeper
    let report = { print("sees", watched?.name ?? "nobody") }
    report()
    keeper = nil
    report()
}
watch()
// expect: + Wu
// expect: sees Wu
// expect: - Wu
// expect: sees nobody

// A long body: every variable lives to the end of its scope, however the
// statements are grouped to run.
func sums(_ seed: Int) -> [Int] {
    let a0 = seed + 0
    let a1 = seed + 1
    let a2 = seed + 2
    let a3 = seed + 3
    let a4 = seed + 4
    let a5 = seed + 5
    let a6 = seed + 6
    let a7 = seed + 7
    let a8 = seed + 8
    let a9 = seed + 9
    let a10 = seed + 10
    return [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10]
}
print(sums(1)) // expect: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]

// At a scope's end, the last declared is released first.
func visit() {
    let first = Tenant("First")
    let second = Tenant("Second")
    print(first.name, second.name)
}
visit()
// expect: + First
// expect: + Second
// expect: First Second
// expect: - Second
// expect: - First
