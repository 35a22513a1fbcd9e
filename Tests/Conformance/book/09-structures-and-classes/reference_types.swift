// Class definitions, reference semantics, identity operators (=== and !==).
struct Resolution {
    var width = 0
    var height = 0
}
class VideoMode {
    var resolution = Resolution()
    var interlaced = false
    var frameRate = 0.0
    var name: String?
}

let tenEighty = VideoMode()
tenEighty.resolution = Resolution(width: 1920, height: 1080)
tenEighty.interlaced = true
tenEighty.name = "1080i"
tenEighty.frameRate = 25.0

let alsoTenEighty = tenEighty
alsoTenEighty.frameRate = 30.0
print("frameRate of tenEighty is now \(tenEighty.frameRate)")
tenEighty.resolution.width = 1280
print("alsoTenEighty width: \(alsoTenEighty.resolution.width)")

if tenEighty === alsoTenEighty {
    print("tenEighty and alsoTenEighty refer to the same instance")
}
let other = VideoMode()
other.name = "1080i"
if other !== tenEighty {
    print("other is a different instance, even with the same name")
}

func rename(_ mode: VideoMode, to name: String) {
    mode.name = name
}
rename(alsoTenEighty, to: "720p")
print("tenEighty name:", tenEighty.name ?? "none")

class Node {
    let value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
    }
}
let list = Node(1, next: Node(2, next: Node(3)))
var cursor: Node? = list
var total = 0
while let node = cursor {
    total += node.value
    cursor = node.next
}
print("list total:", total)
let modes = [tenEighty, other, alsoTenEighty]
print("identical to tenEighty:", modes.filter { $0 === tenEighty }.count)
