// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
struct Employee {
    let name: String
    let department: String
    let salary: Int
}
let staff = [
    Employee(name: "Ann", department: "Eng", salary: 120),
    Employee(name: "Bob", department: "Ops", salary: 90),
    Employee(name: "Cy", department: "Eng", salary: 100),
    Employee(name: "Di", department: "Ops", salary: 95),
]
let byDepartment = Dictionary(grouping: staff, by: { $0.department })
for dept in byDepartment.keys.sorted() {
    let people = byDepartment[dept]!
    let total = people.reduce(0) { $0 + $1.salary }
    print(dept, people.map(\.name), total)
}
// expect: Eng ["Ann", "Cy"] 220
// expect: Ops ["Bob", "Di"] 185
let ranked = staff.sorted { ($0.department, -$0.salary) < ($1.department, -$1.salary) }
print(ranked.map(\.name)) // expect: ["Ann", "Cy", "Di", "Bob"]
let highest = staff.max { $0.salary < $1.salary }!
print(highest.name) // expect: Ann
let names = staff.filter { $0.salary >= 95 }.map { $0.name.lowercased() }
print(names) // expect: ["ann", "cy", "di"]
for (i, e) in staff.enumerated() where i > 1 { print(i, e.name) }
// expect: 2 Cy
// expect: 3 Di
let pairs = zip(["a", "b", "c"], 1...3).map { "\($0)\($1)" }
print(pairs) // expect: ["a1", "b2", "c3"]
print(stride(from: 10, to: 0, by: -3).map { $0 }) // expect: [10, 7, 4, 1]
let total = staff.map(\.salary).reduce(0, +)
print(total, Double(total) / Double(staff.count)) // expect: 405 101.25
let lookup = Dictionary(uniqueKeysWithValues: staff.map { ($0.name, $0.salary) })
print(lookup["Cy"]!, lookup.count) // expect: 100 4
