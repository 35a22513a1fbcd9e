// An escaping closure in a class must refer to self explicitly.
var handlers: [() -> Void] = []
func register(_ handler: @escaping () -> Void) {
    handlers.append(handler)
}
class Counter {
    var count = 0
    func start() {
        register { count += 1 }
    }
}
Counter().start()
