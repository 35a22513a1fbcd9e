// Extensions may not add stored properties.
struct Point {
    var x = 0.0, y = 0.0
}
extension Point {
    var z = 0.0
}
print(Point().x)
