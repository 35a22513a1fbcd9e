// A literal added to (or looked for in) a stored collection of an
// ExpressibleBy…Literal type is a value of that type.
struct Tag: Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String
    init(stringLiteral value: String) { name = value.lowercased() }
    static func < (a: Tag, b: Tag) -> Bool { a.name < b.name }
    var description: String { "#\(name)" }
}
struct Level: ExpressibleByIntegerLiteral, CustomStringConvertible {
    let value: Int
    init(integerLiteral value: Int) { self.value = value * 10 }
    var description: String { "L\(value)" }
}
struct Note {
    var tags: Set<Tag> = []
    var history: [Tag] = []
    var levels: [Level] = []
}
var note = Note()
note.tags.insert("Work")
note.tags.insert("urgent")
note.history.append("First")
note.history.insert("zero", at: 0)
note.levels.append(3)
note.levels.remove(at: 0)
note.levels.append(4)
print(note.tags.sorted(), note.history, note.levels)
print(note.tags.contains("work"), note.history.firstIndex(of: "first") as Any)
// expect: [#urgent, #work] [#zero, #first] [L40]
// expect: true Optional(1)
