import Testing
@testable import QASLanguage

/// Initialisers that only set properties from their parameters are made into
/// instances without running (`FieldInitializer`); these check which are, and
/// which types' properties stop it. (Goldens compare the instances with Swift's;
/// the generic-path test runs every golden without it.)
@Suite("Field initialisers")
struct FieldInitializerTests {
    let interpreter: Interpreter

    init() throws {
        interpreter = try .quietlyRunning("""
            final class Plain { var a: Int; let b: String; init(a: Int, b: String) { self.b = b; self.a = a } }
            final class Twice { var a: Int; var c: Int; init(a: Int) { self.a = a; self.c = a } }
            final class Logs { var a: Int; init(a: Int) { self.a = a; print(a) } }
            final class Sum { var a: Int; init(a: Int, b: Int) { self.a = a + b } }
            final class Maybe { var a: Int; init?(a: Int) { self.a = a } }
            struct Converts { var x: Double; init(x: Double) { self.x = x } }
            final class Observed { var a: Int { didSet { print("set") } }; init(a: Int) { self.a = a } }
            final class Later { lazy var a: Int = 1; init(a: Int) { self.a = a } }
            class Root { var a: Int; init(a: Int) { self.a = a } }
            final class Leaf: Root {}
            """)
    }

    func plan(_ name: String) throws -> FieldInitializer? {
        let type = try #require(interpreter.runtime.types.types[name])
        return try #require(type.initializers.first).proto.fieldInitializer
    }

    @Test func initialisersThatOnlySetPropertiesFromParameters() throws {
        let plain = try #require(try plan("Plain"))
        #expect(plain.assignments.map(\.property) == ["b", "a"])
        #expect(plain.assignments.map(\.parameter) == [1, 0])
        #expect(try #require(try plan("Twice")).assignments.map(\.parameter) == [0, 0])
        for other in ["Logs", "Sum", "Maybe", "Converts"] {
            #expect(try plan(other) == nil, "\(other)'s initialiser does more than set properties")
        }
    }

    @Test func propertiesThatRunCodeWhenSetAreLeftToTheInitialiser() throws {
        let types = interpreter.runtime.types.types
        let plain = try #require(try plan("Plain"))
        let plainType = try #require(types["Plain"])
        let steps = try #require(plain.steps(in: plainType))
        #expect(steps.map(\.field) == [1, 0] && steps.map(\.moves) == [true, true])
        let twiceType = try #require(types["Twice"])
        let twicePlan = try #require(try plan("Twice"))
        let twice = try #require(twicePlan.steps(in: twiceType))
        // The parameter set twice is copied first, then moved.
        #expect(twice.map(\.moves) == [false, true])
        // A subclass's initialiser initialises its superclass too: left to it.
        let root = try #require(try plan("Root"))
        #expect(root.steps(in: try #require(types["Root"])) != nil)
        #expect(root.steps(in: try #require(types["Leaf"])) == nil)
        for name in ["Observed", "Later"] {
            let type = try #require(types[name])
            let plan = try #require(try plan(name))
            #expect(plan.steps(in: type) == nil, "\(name)'s property runs code when set")
        }
    }
}
