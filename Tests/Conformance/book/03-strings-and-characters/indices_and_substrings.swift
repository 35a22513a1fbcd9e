// String indices, inserting and removing, substrings, prefix/suffix comparison.
let greeting = "Guten Tag!"
print(greeting[greeting.startIndex])
print(greeting[greeting.index(before: greeting.endIndex)])
print(greeting[greeting.index(after: greeting.startIndex)])
let seventh = greeting.index(greeting.startIndex, offsetBy: 6)
print(greeting[seventh])

for index in greeting.indices {
    print(greeting[index], terminator: " ")
}
print()

var welcome = "hello"
welcome.insert("!", at: welcome.endIndex)
welcome.insert(contentsOf: " there", at: welcome.index(before: welcome.endIndex))
print(welcome)
welcome.remove(at: welcome.index(before: welcome.endIndex))
print(welcome)
let range = welcome.index(welcome.endIndex, offsetBy: -6)..<welcome.endIndex
welcome.removeSubrange(range)
print(welcome)

let full = "Hello, world!"
let commaIndex = full.firstIndex(of: ",") ?? full.endIndex
let beginning = full[..<commaIndex]
print(beginning, type(of: beginning))
let stored = String(beginning)
print(stored, type(of: stored))

let scenes = [
    "Act 1 Scene 1: Verona, a public place",
    "Act 1 Scene 2: Capulet's mansion",
    "Act 2 Scene 1: Outside Capulet's mansion",
    "Act 2 Scene 2: Capulet's orchard",
]
var act1 = 0
var mansion = 0
for scene in scenes {
    if scene.hasPrefix("Act 1 ") { act1 += 1 }
    if scene.hasSuffix("mansion") { mansion += 1 }
}
print("act 1 scenes: \(act1), mansion scenes: \(mansion)")

let words = "the quick brown fox".split(separator: " ")
print(words.map { $0.capitalized() }.joined(separator: " "))

extension Substring {
    func capitalized() -> String { prefix(1).uppercased() + dropFirst() }
}
