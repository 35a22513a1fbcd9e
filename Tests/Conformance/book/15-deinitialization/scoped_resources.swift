// Using deinit for scope-based cleanup (RAII style) inside functions and collections.
final class TraceScope {
    static var depth = 0
    let label: String
    init(_ label: String) {
        self.label = label
        print(String(repeating: "  ", count: TraceScope.depth) + "enter \(label)")
        TraceScope.depth += 1
    }
    deinit {
        TraceScope.depth -= 1
        print(String(repeating: "  ", count: TraceScope.depth) + "exit \(label)")
    }
}

func inner() {
    let scope = TraceScope("inner")
    print("    working in \(scope.label)")
}
func outer() {
    let scope = TraceScope("outer")
    inner()
    inner()
    withExtendedLifetime(scope) {
        print("  outer finishing")
    }
}
outer()

final class Handle {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("closing handle \(id)") }
}
var handles: [Handle] = (1...3).map { Handle(id: $0) }
print("opened \(handles.count) handles")
handles.removeFirst()
print("removed first")
handles.removeAll()
print("cleared array")

var maybe: Handle? = Handle(id: 99)
maybe = Handle(id: 100)
print("replaced 99 with", maybe!.id)
maybe = nil
print("end")
