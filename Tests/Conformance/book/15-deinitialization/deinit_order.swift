// Deinitializer ordering: subclass deinit runs before superclass deinit; owned objects are released afterwards.
class Engine {
    let serial: Int
    init(serial: Int) { self.serial = serial; print("Engine \(serial) built") }
    deinit { print("Engine \(serial) scrapped") }
}
class Vehicle {
    let name: String
    init(name: String) { self.name = name; print("Vehicle \(name) init") }
    deinit { print("Vehicle \(name) deinit (superclass)") }
}
class Car: Vehicle {
    let engine: Engine
    init(name: String, serial: Int) {
        engine = Engine(serial: serial)
        super.init(name: name)
        print("Car \(name) init")
    }
    deinit { print("Car \(name) deinit (subclass), engine \(engine.serial) still reachable") }
}

var car: Car? = Car(name: "Roadster", serial: 42)
print("driving", car!.name)
car = nil
print("--- after car = nil")

var first: Car? = Car(name: "A", serial: 1)
var second: Car? = first
print("two references to A")
first = nil
print("first released, A still alive:", second != nil)
second = nil
print("--- done")
