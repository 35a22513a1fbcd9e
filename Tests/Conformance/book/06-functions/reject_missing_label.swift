// Calling a function without its required argument label.
func greet(person: String) -> String {
    return "Hello, " + person
}
print(greet("Anna"))
