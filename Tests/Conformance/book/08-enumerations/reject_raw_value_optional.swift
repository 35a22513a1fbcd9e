// Initializing from a raw value is failable; the result is optional.
enum Planet: Int {
    case mercury = 1, venus, earth
}
let third: Planet = Planet(rawValue: 3)
print(third)
