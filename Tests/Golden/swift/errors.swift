// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
enum VendingError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}

struct Machine {
    var stock = ["candy": 2, "chips": 0]
    var prices = ["candy": 5, "chips": 3]

    mutating func vend(_ name: String, coins: Int) throws -> String {
        guard let count = stock[name], let price = prices[name] else {
            throw VendingError.invalidSelection
        }
        guard count > 0 else { throw VendingError.outOfStock }
        guard coins >= price else {
            throw VendingError.insufficientFunds(coinsNeeded: price - coins)
        }
        stock[name] = count - 1
        return name
    }
}

var m = Machine()
do {
    let item = try m.vend("candy", coins: 10)
    print("got", item) // expect: got candy
    _ = try m.vend("candy", coins: 1)
    print("not reached")
} catch VendingError.invalidSelection {
    print("invalid")
} catch VendingError.insufficientFunds(let needed) {
    print("need", needed, "more") // expect: need 4 more
} catch {
    print("other", error)
}

do {
    _ = try m.vend("chips", coins: 5)
} catch let e as VendingError {
    print("vending error:", e) // expect: vending error: outOfStock
}

print((try? m.vend("soda", coins: 1)) == nil) // expect: true
let ok = try? m.vend("candy", coins: 5)
print(ok ?? "none") // expect: candy
print(m.stock["candy"]!) // expect: 0

func check(_ n: Int) throws -> Int {
    if n < 0 { throw VendingError.outOfStock }
    return n * 2
}
print(try! check(21)) // expect: 42

func cleanup() {
    defer { print("deferred 1") }
    defer { print("deferred 2") }
    print("body")
}
cleanup()
// expect: body
// expect: deferred 2
// expect: deferred 1

func firstNegative(_ xs: [Int]) -> Int? {
    for x in xs {
        defer { print("checked", x) }
        if x < 0 { return x }
    }
    return nil
}
print(firstNegative([3, -1, 5])!)
// expect: checked 3
// expect: checked -1
// expect: -1

do {
    do {
        throw VendingError.outOfStock
    } catch VendingError.invalidSelection {
        print("inner")
    }
} catch {
    print("outer caught", error) // expect: outer caught outOfStock
}
