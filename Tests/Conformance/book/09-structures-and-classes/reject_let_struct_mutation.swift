// Properties of a struct instance assigned to a constant cannot be changed.
struct Resolution {
    var width = 0
    var height = 0
}
let hd = Resolution(width: 1920, height: 1080)
hd.width = 2048
print(hd.width)
