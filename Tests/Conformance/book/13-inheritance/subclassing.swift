// Base classes, subclassing, inherited properties and methods, multi-level inheritance.
class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        return "traveling at \(currentSpeed) miles per hour"
    }
    func makeNoise() {
        // do nothing by default
    }
}
class Bicycle: Vehicle {
    var hasBasket = false
}
class Tandem: Bicycle {
    var currentNumberOfPassengers = 0
}

let someVehicle = Vehicle()
print("Vehicle: \(someVehicle.description)")
someVehicle.makeNoise()

let bicycle = Bicycle()
bicycle.hasBasket = true
bicycle.currentSpeed = 15.0
print("Bicycle: \(bicycle.description), basket: \(bicycle.hasBasket)")

let tandem = Tandem()
tandem.hasBasket = true
tandem.currentNumberOfPassengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description) with \(tandem.currentNumberOfPassengers) passengers")

let fleet: [Vehicle] = [someVehicle, bicycle, tandem]
for v in fleet {
    print(type(of: v), v is Bicycle, v is Tandem)
}

class Animal {
    let name: String
    init(name: String) { self.name = name }
    func summary() -> String { "\(name) is an animal" }
}
class Mammal: Animal {
    var legs = 4
}
class Dog: Mammal {
    func fetch() -> String { "\(name) fetches the ball" }
}
let rex = Dog(name: "Rex")
print(rex.summary(), "with", rex.legs, "legs;", rex.fetch())
