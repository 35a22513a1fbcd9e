// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
struct Task {
    var title: String
    var done = false
    var tags: [String] = []
}
var tasks = [Task(title: "a"), Task(title: "b"), Task(title: "c")]
for i in tasks.indices where i % 2 == 0 {
    tasks[i].done = true
}
tasks[1].tags.append("urgent")
print(tasks.map { $0.done }, tasks[1].tags) // expect: [true, false, true] ["urgent"]
let snapshot = tasks
tasks[0].title = "changed"
print(snapshot[0].title, tasks[0].title) // expect: a changed

var byName: [String: Task] = ["x": Task(title: "x")]
byName["x"]?.done = true
byName["x"]?.tags.append("t")
print(byName["x"]!.done, byName["x"]!.tags) // expect: true ["t"]

struct Inner { var value = 0 }
struct Outer { var inner = Inner(); var list = [Inner()] }
var o = Outer()
o.inner.value = 5
o.list[0].value += 2
o.list.append(Inner(value: 9))
let copy = o
o.inner.value = 6
print(copy.inner.value, o.inner.value, o.list.map { $0.value }) // expect: 5 6 [2, 9]

func bumped(_ t: Task) -> Task {
    var t = t
    t.title += "!"
    return t
}
let original = Task(title: "keep")
let changed = bumped(original)
print(original.title, changed.title) // expect: keep keep!
