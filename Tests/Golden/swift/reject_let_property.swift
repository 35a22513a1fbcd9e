// Swift rejects this, and so must qas: a struct's `let` property cannot change.
struct Note {
    let id: Int
    var title: String
}
var n = Note(id: 1, title: "a")
n.id = 2 // expect error: 'id' is a 'let' constant
print(n.title)
