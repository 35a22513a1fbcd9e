// How ARC works: multiple strong references keep an instance alive until the last one goes away.
class Person {
    let name: String
    init(name: String) {
        self.name = name
        print("\(name) is being initialized")
    }
    deinit {
        print("\(name) is being deinitialized")
    }
}

var reference1: Person?
var reference2: Person?
var reference3: Person?

reference1 = Person(name: "John Appleseed")
reference2 = reference1
reference3 = reference1
print("three strong references, uniquely referenced:", isKnownUniquelyReferenced(&reference1))

reference1 = nil
print("reference1 set to nil")
reference2 = nil
print("reference2 set to nil")
reference3 = nil
print("reference3 set to nil")

func makeTemporary() {
    let temp = Person(name: "Temp")
    print("using \(temp.name) inside function")
}
makeTemporary()
print("after makeTemporary")

var people: [Person] = [Person(name: "A"), Person(name: "B")]
let keeper = people[1]
people = []
print("array cleared; \(keeper.name) kept alive by another reference")

var solo: Person? = Person(name: "Solo")
print("solo uniquely referenced:", isKnownUniquelyReferenced(&solo))
solo = nil
print("end of program")
