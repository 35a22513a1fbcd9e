import Testing
@testable import QASLanguage

/// Long chains of values are freed without the native stack growing with them.
@Suite("Freeing long chains")
struct FreeingTests {
    /// A million instances each holding the next, freed on a test thread whose
    /// stack holds a few thousand frames at most: freeing them recursively would
    /// crash the test process.
    @Test func aMillionLinkedInstancesFreeInALoop() {
        let type = ScriptType(name: "Link", kind: .classType, module: "test")
        var head = Value.null
        for _ in 0..<1_000_000 { head = .instance(Instance.make(type: type, fields: [head])) }
        #expect(Trash.depth == 0)
        head = .null
        #expect(Trash.depth == 0)
        #expect(head.isNil)
    }

    /// Short chains (a tree's nodes) are freed at once, without the queue.
    @Test func shortChainsFreeDirectly() {
        let type = ScriptType(name: "Node", kind: .classType, module: "test")
        var tree = Value.null
        for _ in 0..<100 { tree = .instance(Instance.make(type: type, fields: [tree, .int(1)])) }
        tree = .null
        #expect(Trash.depth == 0)
    }
}

/// A script's types are freed with their interpreter: a method's code remembers
/// in its inline caches the type it last saw, so the type held its methods and
/// they held it.
@Suite("Freeing a program's types")
struct TypeFreeingTests {
    @Test func typesWithMethodsAreFreedWithTheirInterpreter() throws {
        weak var greeter: ScriptType?
        weak var counter: ScriptType?
        try {
            let interpreter = Interpreter()
            interpreter.runtime.output = { _ in }
            try interpreter.run(Source(name: "t", text: """
                struct Greeter {
                    let name: String
                    static let shared = Greeter(name: "all")
                    func greeting() -> () -> String { { "hello, \\(name)" } }
                    var shout: String { name.uppercased() }
                }
                final class Counter {
                    var n = 0
                    init() {}
                    func bump() -> Int { n += 1; return n }
                    subscript(i: Int) -> Int { n + i }
                }
                let c = Counter()
                print(Greeter(name: "qas").greeting()(), Greeter.shared.shout, c.bump(), c[1])
                """))
            greeter = interpreter.runtime.types.types["Greeter"]
            counter = interpreter.runtime.types.types["Counter"]
            #expect(greeter != nil && counter != nil)
        }()
        #expect(greeter == nil, "a struct with methods outlived its interpreter")
        #expect(counter == nil, "a class with methods outlived its interpreter")
    }

    /// A type declared in a function is made on each call; the ones replaced are
    /// freed once unused, case values and all.
    @Test func localTypesMadeOnEachCallAreFreed() throws {
        weak var first: ScriptType?
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        try interpreter.run(Source(name: "t", text: """
            func describe(_ n: Int) -> String {
                enum Size { case none, some }
                let size: Size = n == 0 ? .none : .some
                return size == .none ? "empty" : "\\(n)"
            }
            print(describe(0))
            """))
        first = interpreter.runtime.types.types["Size"]
        #expect(first != nil)
        try interpreter.run(Source(name: "u", text: "print(describe(2))"))
        #expect(first == nil, "a replaced local type was never freed")
        #expect(out == "empty\n2\n")
    }

    /// A method that calls itself on another instance: its call site's cache
    /// finds the method itself, and keeping it would make the method hold itself.
    @Test func aMethodCallingItselfIsFreed() throws {
        weak var node: ScriptType?
        try {
            let interpreter = Interpreter()
            var out = ""
            interpreter.runtime.output = { out += $0 }
            try interpreter.run(Source(name: "t", text: """
                final class Node {
                    var children: [Node] = []
                    init() {}
                    func size() -> Int { children.reduce(1) { $0 + $1.size() } }
                    func depth() -> Int { children.isEmpty ? 1 : 1 + children[0].depth() }
                }
                let root = Node()
                root.children = [Node(), Node()]
                root.children[0].children = [Node()]
                print(root.size(), root.depth())
                """))
            node = interpreter.runtime.types.types["Node"]
            #expect(node != nil)
            #expect(out == "4 3\n")
        }()
        #expect(node == nil, "a class whose method calls itself outlived its interpreter")
    }
}
