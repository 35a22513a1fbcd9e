// Stored properties, lazy stored properties, computed properties (getter/setter, read-only).
struct FixedLengthRange {
    var firstValue: Int
    let length: Int
}
var range = FixedLengthRange(firstValue: 0, length: 3)
range.firstValue = 6
print("range starts at \(range.firstValue), length \(range.length)")

class DataImporter {
    let filename: String
    init() {
        filename = "data.txt"
        print("DataImporter created")
    }
}
class DataManager {
    lazy var importer = DataImporter()
    var data: [String] = []
}
let manager = DataManager()
manager.data.append("Some data")
manager.data.append("Some more data")
print("manager has \(manager.data.count) items; importer not yet created")
print("importer file:", manager.importer.filename)
print("accessed again:", manager.importer.filename)

struct Point { var x = 0.0, y = 0.0 }
struct Size { var width = 0.0, height = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    var center: Point {
        get {
            Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        }
        set {
            origin.x = newValue.x - size.width / 2
            origin.y = newValue.y - size.height / 2
        }
    }
    var area: Double { size.width * size.height }
}
var square = Rect(origin: Point(x: 0, y: 0), size: Size(width: 10, height: 10))
print("center:", square.center.x, square.center.y)
square.center = Point(x: 15, y: 15)
print("origin moved to (\(square.origin.x), \(square.origin.y)), area \(square.area)")

struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set(newF) { celsius = (newF - 32) * 5 / 9 }
    }
}
var t = Temperature(celsius: 100)
print(t.fahrenheit)
t.fahrenheit = 32
print(t.celsius)
