// Computed properties must be declared with var, not let.
struct Circle {
    var radius: Double
    let diameter: Double {
        return radius * 2
    }
}
print(Circle(radius: 1).diameter)
