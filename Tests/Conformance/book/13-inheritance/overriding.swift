// Overriding methods, properties (getter/setter), property observers; calling super.
class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        "traveling at \(currentSpeed) miles per hour"
    }
    func makeNoise() -> String { "..." }
}

class Train: Vehicle {
    override func makeNoise() -> String {
        "Choo Choo"
    }
}
class Car: Vehicle {
    var gear = 1
    override var description: String {
        super.description + " in gear \(gear)"
    }
    override func makeNoise() -> String { "Vroom (after \(super.makeNoise()))" }
}
class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet {
            gear = Int(currentSpeed / 10.0) + 1
        }
    }
}
class LimitedCar: Car {
    override var currentSpeed: Double {
        get { super.currentSpeed }
        set { super.currentSpeed = min(newValue, 40.0) }
    }
}

let train = Train()
print(train.makeNoise())

let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")
print(car.makeNoise())

let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")

let limited = LimitedCar()
limited.currentSpeed = 90
print("LimitedCar: \(limited.description)")

let vehicles: [Vehicle] = [train, car, automatic, limited]
print(vehicles.map { $0.makeNoise() })
