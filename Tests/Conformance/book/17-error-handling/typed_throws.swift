// Typed throws, exhaustive catch of a concrete error type, error conversion, and nested do-catch.
enum StackError: Error, Equatable {
    case underflow
    case overflow(limit: Int)
}
struct BoundedStack {
    private var items: [Int] = []
    let limit: Int
    init(limit: Int) { self.limit = limit }
    mutating func push(_ x: Int) throws(StackError) {
        guard items.count < limit else { throw .overflow(limit: limit) }
        items.append(x)
    }
    mutating func pop() throws(StackError) -> Int {
        guard let last = items.popLast() else { throw StackError.underflow }
        return last
    }
}
var stack = BoundedStack(limit: 2)
do {
    try stack.push(1)
    try stack.push(2)
    try stack.push(3)
} catch { // error is statically typed as StackError
    switch error {
    case .overflow(let limit): print("overflow at limit \(limit)")
    case .underflow: print("underflow")
    }
}

func drain(_ s: inout BoundedStack) -> [Int] {
    var out: [Int] = []
    while true {
        do {
            out.append(try s.pop())
        } catch .underflow {
            break
        } catch {
            print("unexpected", error)
            break
        }
    }
    return out
}
print("drained:", drain(&stack))

struct AppError: Error { let message: String }
func loadConfig(_ raw: String) throws(AppError) -> Int {
    do {
        var s = BoundedStack(limit: 1)
        try s.push(raw.count)
        try s.push(0)
        return try s.pop()
    } catch {
        throw AppError(message: "config failed: \(error)")
    }
}
do { _ = try loadConfig("abc") } catch { print(error.message) }
let r: Result<Int, StackError> = Result { () throws(StackError) -> Int in try stack.pop() }
print(r == .failure(.underflow) ? "empty stack" : "had item")
