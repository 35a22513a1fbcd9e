// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
import Foundation
struct Student {
    let name: String
    let grades: [Int]
    var average: Double { grades.isEmpty ? 0 : Double(grades.reduce(0, +)) / Double(grades.count) }
    var letter: String {
        switch average {
        case 90...: return "A"
        case 80..<90: return "B"
        case 70..<80: return "C"
        default: return "F"
        }
    }
}
let students = [Student(name: "Ann", grades: [95, 88]), Student(name: "Bob", grades: [72, 68, 80]), Student(name: "Cy", grades: [])]
for s in students.sorted(by: { $0.average > $1.average }) {
    print(s.name, String(format: "%.1f", s.average), s.letter)
}
let honor = students.filter { $0.letter == "A" }.map(\.name)
print(honor, students.map(\.grades.count))
let all = students.flatMap(\.grades)
print(all.min()!, all.max()!, all.sorted().dropFirst().first!)

// What it prints:
// expect: Ann 91.5 A
// expect: Bob 73.3 C
// expect: Cy 0.0 F
// expect: ["Ann"] [2, 3, 0]
// expect: 68 95 72
