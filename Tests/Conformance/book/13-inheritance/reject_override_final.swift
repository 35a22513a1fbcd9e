// Overriding a method marked final is not allowed.
class Base {
    final func describe() -> String { "base" }
}
class Derived: Base {
    override func describe() -> String { "derived" }
}
print(Derived().describe())
