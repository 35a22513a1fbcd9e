/// `Mirror(reflecting: x)`: a value's parts as Swift's reflection shows them —
/// a struct's stored properties in order, a tuple's items, a collection's
/// elements, an enum case's associated values — as `children` of
/// `(label: String?, value: Any)`.
final class MirrorValue: HostObject {
    let subject: Value
    let children: [Value]

    init(_ subject: Value, in rt: Runtime) throws {
        self.subject = subject
        func child(_ label: String?, _ value: Value) -> Value {
            .tuple(Tuple([label.map(Value.string) ?? .null, value], labels: ["label", "value"]))
        }
        switch subject {
        case .instance(let i) where i.isEnumCase:
            let info = i.caseInfo
            guard let labels = info.labels else { children = []; break }
            let payload: Value = i.fields.count == 1 ? i.fields[0] : .tuple(Tuple(Array(i.fields), labels: labels))
            children = [child(info.name, payload)]
        case .instance(let i):
            // (A subclass's mirror holds only its own properties, its superclass's
            // are `superclassMirror`'s: qas keeps them together, so it says so.)
            if i.type.kind == .classType, i.type.superclass != nil {
                throw NativeError("Mirror of an instance of a subclass (\(i.type.name)) is not supported: qas does not keep which class declares each property")
            }
            children = zip(i.type.storedNames, i.fields).map { child($0.0, $0.1) }
        case .tuple(let t):
            children = t.items.enumerated().map { child(t.labels[$0.offset] ?? ".\($0.offset)", $0.element) }
        case .array(let a):
            children = a.items.map { child(nil, $0) }
        case .set(let d):
            children = d.keys.map { child(nil, $0) }
        case .dictionary(let d):
            children = d.pairs.map { child(nil, .tuple(Tuple([$0.0, $0.1], labels: ["key", "value"]))) }
        case .null:
            children = []
        default:
            children = []
        }
    }

    var typeName: String { "Mirror" }
    var description: String { "Mirror for \(subject.typeName)" }
    func isEqual(to other: HostObject) -> Bool { other === self }

    func member(_ name: String, in runtime: Runtime) throws -> Value? {
        switch name {
        case "children": return .array(children)
        case "displayStyle", "subjectType", "superclassMirror", "descendant":
            // (`Mirror.DisplayStyle` and metatypes print as Swift's own types.)
            throw NativeError("Mirror's '\(name)' is not supported; its 'children' are")
        default: return nil
        }
    }
}
