import Foundation
import Testing
@testable import QASLanguage

/// Compiling lets go of the syntax tree as it goes: each function body and each
/// top-level statement once its code is made (on a thread of its own for a large
/// program), and nothing kept for later programs holds a declaration.
@Suite("Freeing the tree while compiling")
struct CompileReleaseTests {
    final class Token {}

    /// Waits up to five seconds for a condition another thread makes true.
    func eventually(_ condition: () -> Bool) -> Bool {
        for _ in 0..<500 where !condition() { usleep(10_000) }
        return condition()
    }

    /// A program of about `size` bytes: types with stored properties, methods
    /// that use them as implicit `self` (instance and static), an extension and
    /// a protocol with a default implementation, and functions calling them.
    func program(atLeast size: Int) -> (text: String, count: Int) {
        var text = """
        protocol Named { var name: String { get } }
        extension Named { func greeting() -> String { "hello " + name } }
        class Base { var base = 1; func bump() -> Int { base += 1; return base } }
        final class Derived: Base, Named { var name: String { "d\\(base)" } }
        enum Level: Int { case low = 1, high }

        """
        var i = 0
        while text.utf8.count < size {
            text += """
            struct P\(i): Named {
                var x: Int
                static var made = 0
                var name: String { "p\\(x)" }
                func sum(_ y: Int) -> Int { x + y }
                static func make(_ x: Int) -> P\(i) { made += 1; return P\(i)(x: x) }
            }
            extension P\(i) { mutating func grow() { x += \(i % 7) } }
            func f\(i)() -> Int {
                var p = P\(i).make(\(i))
                p.grow()
                return p.sum(1) + P\(i).made
            }

            """
            i += 1
        }
        text += "let d = Derived()\n_ = d.bump()\n"
        text += "print(f0(), f\(i - 1)(), P3(x: 4).greeting(), d.greeting(), Level.high.rawValue)\n"
        return (text, i)
    }

    func output(of text: String) throws -> String {
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        try interpreter.run(Source(name: "t", text: text))
        return out
    }

    /// A large program, compiled on the path that hands the tree to a thread to
    /// free, runs as a small one with the same declarations does.
    @Test func aLargeProgramRunsAsASmallOne() throws {
        let large = program(atLeast: TwoThreads.minimumSourceSize + 1000)
        let expected = "2 \(large.count + 1 + (large.count - 1) % 7) hello p4 hello d2 2\n"
        #expect(try output(of: large.text) == expected)
        #expect(try output(of: program(atLeast: 2000).text).hasPrefix("2 "))
    }

    /// Once a program is compiled, nothing holds its declarations: not the
    /// resolver's tables (kept for later programs), not the code that makes a
    /// type, not the statement list.
    @Test func noDeclarationOutlivesTheCompile() throws {
        for size in [4000, TwoThreads.minimumSourceSize + 1000] {
            let source = Source(name: "t", text: program(atLeast: size).text)
            let interpreter = Interpreter()
            interpreter.runtime.output = { _ in }
            weak var type: TypeDecl?
            weak var method: FunctionDecl?
            weak var function: FunctionDecl?
            let release = BackgroundRelease.start(for: source)
            let program = try {
                let statements = try interpreter.parse(source)
                for s in statements {
                    if case .typeDecl(let t) = s.kind, t.name == "P1" { type = t; method = t.methods.first?.function }
                    if case .function(let f) = s.kind, f.name == "f1" { function = f }
                }
                #expect(type != nil && method != nil && function != nil)
                defer { release?.finish() }
                return try interpreter.compile(statements: consume statements, source, release: release)
            }()
            #expect(eventually { type == nil && method == nil && function == nil }, "\(size) bytes")
            try interpreter.run(program)
        }
    }

    /// What is dropped is freed on the thread, the last of it once told nothing
    /// more comes; a small program gets no thread.
    @Test func theThreadFreesWhatItIsGiven() throws {
        #expect(BackgroundRelease.start(for: Source(name: "t", text: "print(1)")) == nil)
        let large = Source(name: "t", text: String(repeating: "// padding\n", count: TwoThreads.minimumSourceSize / 10))
        let release = try #require(BackgroundRelease.start(for: large))
        var tokens: [Token] = (0..<(BackgroundRelease.batchSize + 3)).map { _ in Token() }
        let watched = tokens.map { t -> () -> Bool in { [weak t] in t == nil } }
        for t in tokens { release.drop(t) }
        tokens = []
        // A full batch goes over at once; the last three wait for `finish`.
        #expect(eventually { watched.prefix(BackgroundRelease.batchSize).allSatisfy { $0() } })
        release.finish()
        #expect(eventually { watched.allSatisfy { $0() } })
    }
}

/// Later programs (the REPL's inputs) see what earlier ones declared, though the
/// declarations themselves are gone.
@Suite("Declarations across programs")
struct DeclarationsAcrossProgramsTests {
    @Test func aLaterProgramExtendsAndConformsToEarlierTypes() throws {
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        try interpreter.run(Source(name: "a", text: """
        protocol Named { var name: String { get } }
        protocol Greets { func greet() -> String }
        extension Greets { func greet() -> String { "hi" } }
        struct P { var x = 1 }
        enum E { case a, b }
        """))
        try interpreter.run(Source(name: "b", text: """
        extension P: Greets { func double() -> Int { x * 2 } }
        extension E { var n: Int { switch self { case .a: return 1; case .b: return 2 } } }
        print(P().double(), P().greet(), E.b.n)
        """))
        #expect(out == "2 hi 2\n")
        do {
            try interpreter.run(Source(name: "c", text: "struct Q: Named {}"))
            Issue.record("a type missing a requirement of an earlier program's protocol compiled")
        } catch let e as CompileError {
            #expect(e.diagnostics.map(\.message) == ["type 'Q' does not conform to protocol 'Named': it has no property 'name'"])
        }
        try interpreter.run(Source(name: "e", text: "struct S: Named { let name = \"s\" }\nprint(S().name)"))
        #expect(out == "2 hi 2\ns\n")
    }
}

/// The resolver's small sets of member names.
@Suite("Name sets")
struct NameSetTests {
    @Test func smallAndLargeSetsAnswerAlike() {
        var set = NameSet()
        #expect(set.isEmpty && !set.contains("a"))
        let names = (0..<(NameSet.smallLimit * 3)).map { "name\($0)" }
        for (i, n) in names.enumerated() {
            set.insert(n)
            set.insert(n)
            #expect(set.contains(n) && !set.contains("other"))
            var count = 0
            set.forEach { _ in count += 1 }
            #expect(count == i + 1)
        }
        let rest = set.subtracting(Array(names.prefix(5)))
        #expect(!rest.contains("name0") && rest.contains("name5") && rest.contains(names.last!))
        var merged = NameSet()
        merged.insert("x")
        merged.formUnion(set)
        #expect(merged.contains("x") && merged.contains("name20"))
    }

    @Test func mapsFindWhatTheyHold() {
        var map = NameMap()
        for i in 0..<(NameSet.smallLimit * 2) {
            map["p\(i)"] = "T\(i)"
            #expect(map["p\(i)"] == "T\(i)" && map["p0"] == "T0")
        }
        map["p0"] = "U"
        #expect(map["p0"] == "U" && map["missing"] == nil)
        var small = NameMap()
        small["a"] = "A"
        small["a"] = nil
        #expect(small["a"] == nil)
    }
}
