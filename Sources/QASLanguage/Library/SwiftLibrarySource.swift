/// Parts of Swift's standard library written in Swift, run when an interpreter
/// starts (`Interpreter.runLibrary`): a protocol whose members a conforming
/// type gets from the protocol's extension, as in Swift.
enum SwiftLibrarySource {
    /// `OptionSet`: a struct with a `rawValue` gets the SetAlgebra members
    /// (`contains`, `insert`, `union`…) and is made from an array literal
    /// (`let all: Flags = [.a, .b]`).
    static let optionSet = #"""
    protocol OptionSet: Equatable {
        var rawValue: RawValue { get }
        init(rawValue: RawValue)
    }
    extension OptionSet {
        init() { self.init(rawValue: 0) }
        init(arrayLiteral elements: Self...) {
            self.init(rawValue: 0)
            for e in elements { self = Self(rawValue: rawValue | e.rawValue) }
        }
        init<S: Sequence>(_ elements: S) where S.Element == Self {
            self.init(rawValue: 0)
            for e in elements { self = Self(rawValue: rawValue | e.rawValue) }
        }
        var isEmpty: Bool { rawValue == 0 }
        func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue }
        func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
        func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
        func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
        func subtracting(_ other: Self) -> Self { Self(rawValue: rawValue & ~other.rawValue) }
        func isSubset(of other: Self) -> Bool { intersection(other) == self }
        func isSuperset(of other: Self) -> Bool { other.isSubset(of: self) }
        func isDisjoint(with other: Self) -> Bool { intersection(other).isEmpty }
        func isStrictSubset(of other: Self) -> Bool { self != other && isSubset(of: other) }
        func isStrictSuperset(of other: Self) -> Bool { self != other && isSuperset(of: other) }
        @discardableResult
        mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
            if contains(newMember) { return (false, intersection(newMember)) }
            self = union(newMember)
            return (true, newMember)
        }
        @discardableResult
        mutating func remove(_ member: Self) -> Self? {
            let found = intersection(member)
            guard !found.isEmpty else { return nil }
            self = subtracting(member)
            return found
        }
        @discardableResult
        mutating func update(with newMember: Self) -> Self? {
            let found = intersection(newMember)
            self = union(newMember)
            return found.isEmpty ? nil : found
        }
        mutating func formUnion(_ other: Self) { self = union(other) }
        mutating func formIntersection(_ other: Self) { self = intersection(other) }
        mutating func formSymmetricDifference(_ other: Self) { self = symmetricDifference(other) }
        mutating func subtract(_ other: Self) { self = subtracting(other) }
    }
    """#
}
