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
        #expect(TrashCan.current.directDepth == 0)
        head = .null
        #expect(TrashCan.current.directDepth == 0)
        #expect(head.isNil)
    }

    /// Short chains (a tree's nodes) are freed at once, without the queue.
    @Test func shortChainsFreeDirectly() {
        let type = ScriptType(name: "Node", kind: .classType, module: "test")
        var tree = Value.null
        for _ in 0..<100 { tree = .instance(Instance.make(type: type, fields: [tree, .int(1)])) }
        tree = .null
        #expect(TrashCan.current.directDepth == 0)
    }
}
