// Mutating methods on structs and enums, assigning to self.
struct Point {
    var x = 0.0, y = 0.0
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        x += deltaX
        y += deltaY
    }
    mutating func reflect() {
        self = Point(x: -x, y: -y)
    }
}
var somePoint = Point(x: 1.0, y: 1.0)
somePoint.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(somePoint.x), \(somePoint.y))")
somePoint.reflect()
print("Reflected: (\(somePoint.x), \(somePoint.y))")

enum TriStateSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}
var ovenLight = TriStateSwitch.low
var states: [TriStateSwitch] = []
for _ in 0..<4 {
    ovenLight.next()
    states.append(ovenLight)
}
print(states)

struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    func peek() -> Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
}
var stack = Stack<String>()
for word in ["one", "two", "three"] { stack.push(word) }
print("peek:", stack.peek() ?? "-")
while let top = stack.pop() {
    print("popped", top)
}
print("empty:", stack.isEmpty)

struct Wallet {
    var balance: Int
    mutating func spend(_ amount: Int) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        return true
    }
}
var wallet = Wallet(balance: 50)
print(wallet.spend(30), wallet.spend(30), wallet.balance)
