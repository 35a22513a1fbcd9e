// Type casting for Any and AnyObject; switch with `is` and `as` patterns.
class Movie {
    let name: String
    init(name: String) { self.name = name }
}
var things: [Any] = []
things.append(0)
things.append(0.0)
things.append(42)
things.append(3.14159)
things.append("hello")
things.append((3.0, 5.0))
things.append(Movie(name: "Ghostbusters"))
things.append({ (name: String) -> String in "Hello, \(name)" })
things.append([1, 2, 3])
let optionalNumber: Int? = 3
things.append(optionalNumber as Any)

for thing in things {
    switch thing {
    case 0 as Int:
        print("zero as an Int")
    case 0 as Double:
        print("zero as a Double")
    case let someInt as Int:
        print("an integer value of \(someInt)")
    case let someDouble as Double where someDouble > 0:
        print("a positive double value of \(someDouble)")
    case is Double:
        print("some other double value that I don't want to print")
    case let someString as String:
        print("a string value of \"\(someString)\"")
    case let (x, y) as (Double, Double):
        print("an (x, y) point at \(x), \(y)")
    case let movie as Movie:
        print("a movie called \(movie.name)")
    case let stringConverter as (String) -> String:
        print(stringConverter("Michael"))
    case let array as [Int]:
        print("an array summing to \(array.reduce(0, +))")
    case let maybe as Int?:
        print("an optional int: \(maybe.map(String.init) ?? "nil")")
    default:
        print("something else")
    }
}

let objects: [AnyObject] = [Movie(name: "Alien"), Movie(name: "Heat")]
for object in objects {
    let movie = object as! Movie
    print("AnyObject movie:", movie.name)
}
let mixed: [Any] = [1, "two", 3.0, 4, "five"]
let ints = mixed.compactMap { $0 as? Int }
let strings = mixed.compactMap { $0 as? String }
print(ints, strings)
