// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
import Foundation
protocol Observer: AnyObject {
    func notify(_ event: String)
}
final class Logger: Observer {
    private(set) var events: [String] = []
    func notify(_ event: String) { events.append(event) }
}
class Subject {
    private var observers: [Observer] = []
    func attach(_ o: Observer) { observers.append(o) }
    func emit(_ e: String) { observers.forEach { $0.notify(e) } }
}
let logger = Logger()
let subject = Subject()
subject.attach(logger)
subject.emit("start")
subject.emit("stop")
print(logger.events)

struct Queue<T> {
    private var items: [T] = []
    mutating func enqueue(_ x: T) { items.append(x) }
    mutating func dequeue() -> T? { items.isEmpty ? nil : items.removeFirst() }
    var count: Int { items.count }
}
var q = Queue<String>()
q.enqueue("a"); q.enqueue("b")
print(q.dequeue() ?? "-", q.count)

enum TrafficLight: CaseIterable {
    case red, yellow, green
    mutating func next() {
        let all = Self.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
var light = TrafficLight.red
for _ in 0..<4 { light.next() }
print(light)

class Shape {
    func area() -> Double { 0 }
    var name: String { String(describing: type(of: self)) }
}
class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override func area() -> Double { side * side }
}
let shapes: [Shape] = [Square(side: 2), Shape()]
print(shapes.map { $0.area() })
print(shapes.map { $0.name })
let total = shapes.reduce(0.0) { $0 + $1.area() }
print(total)
struct Temperature: CustomStringConvertible {
    let celsius: Double
    var description: String { String(format: "%.1f°C", celsius) }
}
print(Temperature(celsius: 21.456), [Temperature(celsius: 0)])

// What it prints:
// expect: ["start", "stop"]
// expect: a 1
// expect: yellow
// expect: [4.0, 0.0]
// expect: ["Square", "Shape"]
// expect: 4.0
// expect: 21.5°C [0.0°C]
