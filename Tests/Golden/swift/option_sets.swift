// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// OptionSet: a struct with a rawValue gets SetAlgebra's members from the protocol,
// is made from array literals (declared, passed, stored) and changes in place.
struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let delete = Permissions(rawValue: 1 << 2)
    static let all: Permissions = [.read, .write, .delete]
    static let names: [(Permissions, String)] = [(.read, "read"), (.write, "write"), (.delete, "delete")]
    var description: String { Self.names.filter { contains($0.0) }.map(\.1).joined(separator: "|") }
}
var p: Permissions = [.read]
p.insert(.write)
print(p, p.contains(.write), p.contains(.delete), p.rawValue)
print(Permissions.all.rawValue, p.union(.delete) == .all, Permissions().isEmpty)
let removed = p.remove(.read)
print(p, removed as Any, p.isSubset(of: .all), p.intersection([.write, .delete]))
p.formUnion([.delete, .read])
print(p == .all, p.symmetricDifference(.read))
print(p.insert(.read).inserted, [Permissions.read, .write].map(\.rawValue))
struct Flags: OptionSet { let rawValue: UInt8; static let a = Flags(rawValue: 1); static let b = Flags(rawValue: 2) }
let f: Flags = [.a, .b]
print(f.rawValue, f)
// expect: read|write true false 3
// expect: 7 true true
// expect: write Optional(read) true write
// expect: true write|delete
// expect: false [1, 2]
// expect: 3 Flags(rawValue: 3)
