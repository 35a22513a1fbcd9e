// A function whose body is one closure returns it, as Swift reads it.
func constant() -> () -> Int { { 42 } }
func adder(_ n: Int) -> (Int) -> Int {
    { x in x + n }
}
struct Greeter {
    let name: String
    func greeting() -> () -> String { { "hello, \(name)" } }
}
func makeCounter() -> () -> Int {
    var count = 0
    return { count += 1; return count }
}
let next = makeCounter()
print(constant()(), adder(2)(40), next(), next()) // expect: 42 42 1 2
print(Greeter(name: "qas").greeting()()) // expect: hello, qas
