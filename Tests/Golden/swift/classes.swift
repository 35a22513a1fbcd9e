// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
class Animal {
    let name: String
    var sound: String { "..." }
    static var count = 0

    init(name: String) {
        self.name = name
        Animal.count += 1
    }

    func speak() -> String {
        return "\(name) says \(sound)"
    }
}

class Dog: Animal {
    var tricks: [String] = []
    override var sound: String { "Woof" }

    init(name: String, trick: String) {
        super.init(name: name)
        tricks.append(trick)
    }

    override func speak() -> String {
        return super.speak() + "!"
    }
}

final class Service {
    static let shared = Service()
    var log: [String] = []
    private init() {}
    func record(_ s: String) { log.append(s) }
}

let a = Animal(name: "Cat")
let d = Dog(name: "Rex", trick: "sit")
print(a.speak()) // expect: Cat says ...
print(d.speak()) // expect: Rex says Woof!
print(d.tricks, Animal.count) // expect: ["sit"] 2
let same = d
same.tricks.append("roll")
print(d.tricks) // expect: ["sit", "roll"]
print(same === d, a === d) // expect: true false
let animals: [Animal] = [a, d]
print(animals.map { $0.sound }) // expect: ["...", "Woof"]
print(d is Dog, a is Dog, (d as Animal).name) // expect: true false Rex
if let dog = animals[1] as? Dog { print("dog with", dog.tricks.count, "tricks") } // expect: dog with 2 tricks
Service.shared.record("one")
Service.shared.record("two")
print(Service.shared.log) // expect: ["one", "two"]

class Counter {
    var value = 0
    func increment() -> Counter {
        value += 1
        return self
    }
}
let c = Counter()
c.increment().increment()
print(c.value) // expect: 2
