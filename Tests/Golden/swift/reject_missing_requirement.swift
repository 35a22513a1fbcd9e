// Swift rejects this, and so must qas: a conforming type has every requirement.
protocol Named {
    var name: String { get }
    func greet() -> String
}
struct Person: Named { // expect error: does not conform to protocol 'Named'
    var name: String
}
print(Person(name: "Ann").name)
