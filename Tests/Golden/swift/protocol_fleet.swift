// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
protocol Vehicle {
    var wheels: Int { get }
    var name: String { get }
}
extension Vehicle {
    var description: String { "\(name) (\(wheels) wheels)" }
    func canCarry(_ people: Int) -> Bool { people <= wheels }
}
struct Car: Vehicle { let wheels = 4; let name = "car" }
struct Bike: Vehicle { let wheels = 2; let name = "bike" }
let fleet: [Vehicle] = [Car(), Bike(), Car()]
print(fleet.map(\.description))
print(fleet.filter { $0.canCarry(3) }.count)
let byWheels = Dictionary(grouping: fleet, by: \.wheels)
print(byWheels.keys.sorted(), byWheels[4]!.count)
let names = Set(fleet.map(\.name))
print(names.sorted(), names.count)
for name in names.sorted() { print(name.uppercased()) }
let wheelTotal = fleet.reduce(0) { $0 + $1.wheels }
print(wheelTotal)

// What it prints:
// expect: ["car (4 wheels)", "bike (2 wheels)", "car (4 wheels)"]
// expect: 2
// expect: [2, 4] 2
// expect: ["bike", "car"] 2
// expect: BIKE
// expect: CAR
// expect: 10
