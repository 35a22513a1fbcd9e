// Function parameters and return values: none, multiple, tuples, optional tuples, implicit return.
func sayHelloWorld() -> String {
    return "hello, world"
}
func greet(person: String, alreadyGreeted: Bool) -> String {
    if alreadyGreeted {
        return "Hello again, \(person)!"
    }
    return "Hello, \(person)!"
}
func printAndCount(_ text: String) -> Int {
    print(text)
    return text.count
}
func printWithoutCounting(_ text: String) {
    let _ = printAndCount(text)
}
func minMax(_ array: [Int]) -> (min: Int, max: Int)? {
    guard var currentMin = array.first else { return nil }
    var currentMax = currentMin
    for value in array.dropFirst() {
        if value < currentMin { currentMin = value }
        else if value > currentMax { currentMax = value }
    }
    return (currentMin, currentMax)
}
func square(_ x: Int) -> Int { x * x }
func anotherGreeting(for person: String) -> String {
    "Hi " + person
}

print(sayHelloWorld())
print(greet(person: "Tim", alreadyGreeted: true))
print(greet(person: "Ana", alreadyGreeted: false))
print("counted", printAndCount("hello"))
printWithoutCounting("not counted")
if let bounds = minMax([8, -6, 2, 109, 3, 71]) {
    print("min is \(bounds.min) and max is \(bounds.max)")
}
if minMax([]) == nil {
    print("empty array has no bounds")
}
print(square(12), anotherGreeting(for: "Dave"))
let result = minMax([5])!
print(result.0, result.1)
