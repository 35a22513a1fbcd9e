// A type that declares conformance must implement every requirement.
protocol FullyNamed {
    var fullName: String { get }
}
struct Person: FullyNamed {
    var firstName: String
}
print(Person(firstName: "Ada").firstName)
