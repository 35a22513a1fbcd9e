// Idioms of apps' view-model and service layers: literals assigned to
// properties of literal-typed collections, key-path subscripts that change a
// struct, an OptionSet set through a subscript, patterns on a struct's static
// values and on protocol-typed values, Foundation's URLError and Data.
import Foundation

enum Param: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    case text(String), number(Int)
    init(stringLiteral value: String) { self = .text(value) }
    init(integerLiteral value: Int) { self = .number(value) }
    var description: String { switch self { case .text(let s): return "\"\(s)\""; case .number(let n): return "\(n)" } }
}
typealias Params = [String: Param]
final class Tracker {
    var base: Params = [:]
    var tags: [Param] = []
}
let tracker = Tracker()
tracker.base = ["version": "4.2", "build": 812]
tracker.tags = ["beta", 7]
var extra: Params = [:]
extra = ["screen": "home"]
var list: [Param] = []
list.append("late")
print(tracker.base.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }, tracker.tags, extra["screen"]!, list[0])

struct Field<V> { var value: V; var edits = 0; mutating func update(_ v: V) { value = v; edits += 1 } }
struct Form { var name = Field(value: ""); var age = Field(value: 0) }
var form = Form()
func edit<V>(_ kp: WritableKeyPath<Form, Field<V>>, _ v: V) { form[keyPath: kp].update(v) }
edit(\.name, "Ada")
edit(\.age, 36)
edit(\.name, "Ada L.")
print(form.name.value, form.name.edits, form.age.value)

struct Channels: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let push = Channels(rawValue: 1), email = Channels(rawValue: 2)
    var description: String { [(Channels.push, "push"), (.email, "email")].filter { contains($0.0) }.map(\.1).joined(separator: "+") }
}
final class Matrix {
    private var rows: [String: Channels] = [:]
    subscript(topic: String) -> Channels {
        get { rows[topic] ?? [] }
        set { rows[topic] = newValue.isEmpty ? .push : newValue }
    }
}
let matrix = Matrix()
matrix["news"] = [.push, .email]
matrix["alerts"] = []
print(matrix["news"], matrix["alerts"], matrix["other"].isEmpty)

struct StoreError: Error, Equatable {
    let status: Int
    static let notFound = StoreError(status: -25300)
    static let denied = StoreError(status: -128)
}
func name(of e: StoreError) -> String {
    switch e {
    case .notFound: return "notFound"
    case .denied: return "denied"
    default: return "status \(e.status)"
    }
}
print(name(of: .notFound), name(of: StoreError(status: 5)))

protocol Action {}
enum Todo: Action { case add(String), toggle(id: Int) }
enum Sync: Action { case fetch(failing: Bool) }
let actions: [Action] = [Todo.add("milk"), Todo.toggle(id: 1), Sync.fetch(failing: true)]
for a in actions {
    if case Sync.fetch(let failing) = a { print("fetch", failing) }
    else if case Todo.toggle(let id) = a { print("toggle", id) }
    else { print("other") }
}

let error = URLError(.notConnectedToInternet)
print(error.code == .notConnectedToInternet, error.errorCode, URL(string: "https://cdn.example.com/img/cat.png")!.deletingPathExtension().lastPathComponent)
let blob = "hi".data(using: .utf8)!.base64EncodedData()
print(String(decoding: blob, as: UTF8.self), String(data: Data(base64Encoded: blob)!, encoding: .utf8) ?? "?")
print(String(format: "%2$@ owes %1$@ %3$.2f", "Ann", "Bob", 12.5))

// expect: ["build=812", "version=\"4.2\""] ["beta", 7] "home" "late"
// expect: Ada L. 2 36
// expect: push+email push true
// expect: notFound status 5
// expect: other
// expect: toggle 1
// expect: fetch true
// expect: true -1009 cat
// expect: aGk= hi
// expect: Bob owes Ann 12.50
