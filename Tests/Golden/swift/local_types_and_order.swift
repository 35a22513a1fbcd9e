// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
let early = Later(value: 3)
print(early.doubled)
func makeCounter() -> () -> Int {
    struct Box { var count = 0 }
    var box = Box()
    return {
        box.count += 1
        return box.count
    }
}
let next = makeCounter()
_ = next()
print(next())
func describe(_ items: [Int]) -> String {
    enum Size { case none, one, many }
    let size: Size = items.isEmpty ? .none : items.count == 1 ? .one : .many
    switch size {
    case .none: return "empty"
    case .one: return "single"
    case .many: return "\(items.count) items"
    }
}
print(describe([]), describe([1]), describe([1, 2, 3]))
struct Later {
    var value: Int
    var doubled: Int { value * 2 }
}

// What it prints:
// expect: 6
// expect: 2
// expect: empty single 3 items
