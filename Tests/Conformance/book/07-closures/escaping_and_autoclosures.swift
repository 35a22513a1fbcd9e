// Escaping closures with explicit self, and autoclosures.
var completionHandlers: [() -> Void] = []
func someFunctionWithEscapingClosure(_ handler: @escaping () -> Void) {
    completionHandlers.append(handler)
}
func someFunctionWithNonescapingClosure(_ closure: () -> Void) {
    closure()
}

class SomeClass {
    var x = 10
    func doSomething() {
        someFunctionWithEscapingClosure { self.x = 100 }
        someFunctionWithNonescapingClosure { x = 200 }
    }
}
let instance = SomeClass()
instance.doSomething()
print(instance.x)
completionHandlers.first?()
print(instance.x)

struct Accumulator {
    var total = 0
    mutating func add(_ n: Int) {
        someFunctionWithNonescapingClosure { total += n }
    }
}
var acc = Accumulator()
acc.add(5); acc.add(6)
print("accumulated", acc.total)

var customersInLine = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(customersInLine.count)
let customerProvider = { customersInLine.remove(at: 0) }
print(customersInLine.count)
print("Now serving \(customerProvider())!")
print(customersInLine.count)

func serve(customer provider: @autoclosure () -> String) {
    print("Now serving \(provider())!")
}
serve(customer: customersInLine.remove(at: 0))

var customerProviders: [() -> String] = []
func collectCustomerProviders(_ provider: @autoclosure @escaping () -> String) {
    customerProviders.append(provider)
}
collectCustomerProviders(customersInLine.remove(at: 0))
collectCustomerProviders(customersInLine.remove(at: 0))
print("Collected \(customerProviders.count) closures; line still has \(customersInLine.count)")
for provider in customerProviders {
    print("Now serving \(provider())!")
}

func debugLog(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled { print("debug:", message()) }
}
debugLog(false, { print("never evaluated"); return "x" }())
debugLog(true, "remaining: \(customersInLine)")
