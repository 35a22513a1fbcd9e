// Custom initializers, argument labels, optional and constant properties, delegation in value types.
struct Celsius {
    var temperatureInCelsius: Double
    init(fromFahrenheit fahrenheit: Double) {
        temperatureInCelsius = (fahrenheit - 32.0) / 1.8
    }
    init(fromKelvin kelvin: Double) {
        temperatureInCelsius = kelvin - 273.15
    }
    init(_ celsius: Double) {
        temperatureInCelsius = celsius
    }
}
print(Celsius(fromFahrenheit: 212.0).temperatureInCelsius, Celsius(fromKelvin: 273.15).temperatureInCelsius, Celsius(37).temperatureInCelsius)

class SurveyQuestion {
    let text: String
    var response: String?
    init(text: String) { self.text = text }
    func ask() { print(text) }
}
let cheese = SurveyQuestion(text: "Do you like cheese?")
cheese.ask()
print("response before:", cheese.response ?? "nil")
cheese.response = "Yes, I do like cheese."
print("response after:", cheese.response!)

struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    init() {}
    init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let basic = Rect()
let origined = Rect(origin: Point(x: 2, y: 2), size: Size(width: 5, height: 5))
let centered = Rect(center: Point(x: 4, y: 4), size: Size(width: 3, height: 3))
for r in [basic, origined, centered] {
    print("origin (\(r.origin.x), \(r.origin.y)) size \(r.size.width)x\(r.size.height)")
}

struct Color {
    let red, green, blue: Double
    init(red: Double, green: Double, blue: Double) {
        self.red = red; self.green = green; self.blue = blue
    }
    init(white: Double) { self.init(red: white, green: white, blue: white) }
}
let gray = Color(white: 0.5)
print(gray.red, gray.green, gray.blue)
print(Size(width: 2).width, Size(height: 3).height, Point().x)
