// A function returning an opaque type must return the same concrete type on every path.
protocol Shape { func draw() -> String }
struct Square: Shape { func draw() -> String { "[]" } }
struct Circle: Shape { func draw() -> String { "()" } }
func makeShape(round: Bool) -> some Shape {
    if round {
        return Circle()
    }
    return Square()
}
print(makeShape(round: true).draw())
