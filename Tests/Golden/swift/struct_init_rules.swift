// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
struct Size {
    var width = 1.0
    var height = 1.0
}
print(Size(), Size(width: 2), Size(height: 3), Size(width: 4, height: 5))
// expect: Size(width: 1.0, height: 1.0) Size(width: 2.0, height: 1.0) Size(width: 1.0, height: 3.0) Size(width: 4.0, height: 5.0)

struct Rect {
    var origin: (x: Int, y: Int)
    var size: Size
    init(x: Int, y: Int, size: Size) {
        origin = (x, y)
        self.size = size
    }
    init(square side: Double) {
        self.init(x: 0, y: 0, size: Size(width: side, height: side))
    }
    var area: Double { size.width * size.height }
}
let r = Rect(square: 3)
print(r.area, r.origin.x) // expect: 9.0 0
var r2 = r
r2.size.width = 10
print(r.size.width, r2.size.width, r2.area) // expect: 3.0 10.0 30.0

struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    mutating func push(_ x: Element) { items.append(x) }
    mutating func pop() -> Element? { items.popLast() }
    func peek() -> Element? { items.last }
}
var s = Stack<Int>()
s.push(1)
s.push(2)
print(s.count, s.peek()!, s.pop()!, s.count, s.isEmpty) // expect: 2 2 2 1 false

struct Account {
    private(set) var balance = 0
    mutating func deposit(_ amount: Int) { balance += amount }
}
var acct = Account()
acct.deposit(50)
acct.deposit(25)
print(acct.balance) // expect: 75
