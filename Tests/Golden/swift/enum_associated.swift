// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
enum Action: Equatable {
    case newNote
    case editNote(identifier: String)
    case move(Int, Int)

    var title: String {
        switch self {
        case .newNote: return "New Note"
        case .editNote(let id): return "Edit \(id)"
        case let .move(x, y): return "Move \(x),\(y)"
        }
    }
}
let actions: [Action] = [.newNote, .editNote(identifier: "n7"), .move(1, 2)]
for a in actions {
    print(a.title)
}
// expect: New Note
// expect: Edit n7
// expect: Move 1,2
print(actions[1]) // expect: editNote(identifier: "n7")
print(actions[2]) // expect: move(1, 2)
print(actions[1] == .editNote(identifier: "n7")) // expect: true
print(actions[1] == .editNote(identifier: "x")) // expect: false
if case .editNote(let id) = actions[1] { print("editing", id) } // expect: editing n7
for case .move(let x, _) in actions { print("x is", x) } // expect: x is 1
switch actions[2] {
case .move(let x, let y) where x > y: print("left")
case .move(_, let y): print("y", y) // expect: y 2
default: print("other")
}
indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
    func sum() -> Int {
        switch self {
        case .leaf(let v): return v
        case .node(let l, let r): return l.sum() + r.sum()
        }
    }
}
let t = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
print(t.sum()) // expect: 6
