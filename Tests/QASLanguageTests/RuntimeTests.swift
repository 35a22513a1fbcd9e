import Foundation
import Testing
@testable import QASLanguage

@Suite("Runtime")
struct RuntimeTests {
    func run(_ code: String, configure: (Interpreter) -> Void = { _ in }) throws -> String {
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        configure(interpreter)
        try interpreter.run(Source(name: "t", text: code))
        return out
    }

    @Test func instructionBudgetStopsARunawayLoop() {
        #expect {
            _ = try run("var n = 0\nwhile true { n += 1 }") { $0.runtime.instructionBudget = 100_000 }
        } throws: { e in
            guard let e = e as? RuntimeError else { return false }
            return e.kind == .budgetExceeded && e.message == "instruction budget of 100000 exceeded" && e.line == 2
        }
    }

    /// Counting announced bytes (what CI's fuzzing uses), a program that keeps
    /// allocating and freeing stops at the same step every run, past the limit
    /// in bytes asked for even though the process holds little.
    @Test func announcedMemoryStopsAtTheSameStepEveryRun() throws {
        let program = "var steps = 0\nwhile true {\n    let s = String(repeating: \"x\", count: 1 << 20)\n    steps += s.count > 0 ? 1 : 0\n    print(steps)\n}"
        func stop() throws -> String {
            let interpreter = Interpreter()
            var last = ""
            interpreter.runtime.output = { last = $0 }
            interpreter.runtime.memoryLimit = 64 << 20
            interpreter.runtime.memory.countsAnnouncedBytes = true
            // Measured on the process instead, the loop would run until this.
            interpreter.runtime.instructionBudget = 2_000_000
            do {
                try interpreter.run(Source(name: "t", text: program))
            } catch let e as RuntimeError {
                #expect(e.kind == .memoryLimitExceeded)
                return last
            }
            Issue.record("the loop ended without passing the limit")
            return last
        }
        let first = try stop()
        #expect(!first.isEmpty)
        #expect(try stop() == first)
        // Each step asks for at least 1 MB, so no more than 64 fit in 64 MB.
        #expect((Int(first.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 99) <= 64)
    }

    @Test func budgetCannotBeCaught() {
        #expect(throws: RuntimeError.self) {
            _ = try run("do { while true {} } catch { print(\"caught\") }") { $0.runtime.instructionBudget = 5_000 }
        }
    }

    /// A member qas does not find is a compile error in Swift: a Swift file's
    /// `catch` never sees it (the program stops), while a qas script's does.
    @Test func missingMemberEscapesASwiftFilesCatch() throws {
        let code = "do { let xs = [1]; _ = try xs.frobnicate() } catch { print(\"caught\") }"
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        #expect {
            try interpreter.run(Source(name: "app.swift", text: code))
        } throws: { e in
            (e as? RuntimeError)?.message.contains("has no method 'frobnicate'") == true
        }
        #expect(out.isEmpty)
        #expect(try run(code) == "caught\n")
    }

    /// A runtime error is a trap in Swift: a Swift file's `catch` and `try?`
    /// take only thrown errors, so a wrong index stops the program there.
    @Test func aSwiftFilesCatchTakesOnlyThrownErrors() throws {
        let code = "enum E: Error { case bad }\ndo { throw E.bad } catch { print(\"thrown\") }\nprint((try? [1][3]) == nil)"
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        #expect {
            try interpreter.run(Source(name: "trap.swift", text: code))
        } throws: { e in
            (e as? RuntimeError)?.message.contains("out of range") == true
        }
        #expect(out == "thrown\n")
        #expect(try run(code) == "thrown\ntrue\n")
    }

    @Test func budgetCountsCallsToo() {
        #expect(throws: RuntimeError.self) {
            _ = try run("func f(n) { return n == 0 ? 0 : f(n - 1) }\nf(5000)") { $0.runtime.instructionBudget = 1_000 }
        }
        // A budget large enough lets the program finish.
        #expect(throws: Never.self) {
            _ = try run("func f(n) { return n == 0 ? 0 : f(n - 1) }\nf(500)") { $0.runtime.instructionBudget = 10_000 }
        }
    }

    @Test func timeLimitStopsARunawayLoop() {
        let start = Date()
        #expect {
            _ = try run("while true {}") { $0.runtime.timeLimit = 0.2 }
        } throws: { e in
            (e as? RuntimeError)?.kind == .budgetExceeded
        }
        #expect(Date().timeIntervalSince(start) < 60, "a stopped loop ends long before this; only a hang takes so long")
    }

    @Test func interruptFromAnotherThreadIsCatchable() throws {
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { interpreter.runtime.interruptRequested = true }
        try interpreter.run(Source(name: "t", text: "do { while true {} } catch e { print(e) }\nprint(\"after\")"))
        #expect(out == "interrupted\nafter\n")
    }

    @Test func callDepthLimitGivesStackOverflow() throws {
        let out = try run("func f(n) { return f(n + 1) }\ndo { f(0) } catch e { print(e) }") { $0.runtime.maxCallDepth = 200 }
        #expect(out == "stack overflow\n")
    }

    @Test func globalsPersistAcrossPrograms() throws {
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        try interpreter.run(Source(name: "a", text: "var total = 1\nfunc add(n) { total += n }"))
        try interpreter.run(Source(name: "b", text: "add(41)\nprint(total)"))
        #expect(out == "42\n")
        #expect(try interpreter.evaluate(Source(name: "c", text: "total * 2")) == .int(84))
        #expect(try interpreter.evaluate(Source(name: "d", text: "let unused = 1")) == nil)
    }

    @Test func redeclaringInALaterProgramRebinds() throws {
        let interpreter = Interpreter()
        try interpreter.run(Source(name: "a", text: "let x = 1\nfunc show() { return x }"))
        try interpreter.run(Source(name: "b", text: "let x = \"two\""))
        #expect(try interpreter.evaluate(Source(name: "c", text: "x")) == .string("two"))
        // Code compiled earlier sees the new binding, as a REPL user expects.
        #expect(try interpreter.evaluate(Source(name: "d", text: "show()")) == .string("two"))
    }

    @Test func redefiningAFunctionRebindsEarlierCallers() throws {
        let interpreter = Interpreter()
        try interpreter.run(Source(name: "a", text: "func helper(n) { return n + 1 }\nfunc caller() { return helper(10) }"))
        #expect(try interpreter.evaluate(Source(name: "b", text: "caller()")) == .int(11))
        try interpreter.run(Source(name: "c", text: "func helper(n) { return n * 100 }"))
        #expect(try interpreter.evaluate(Source(name: "d", text: "caller()")) == .int(1000))
        // Other parameters: earlier callers get the error any call would give.
        try interpreter.run(Source(name: "e", text: "func helper(a, b) { return a + b }"))
        #expect(try interpreter.evaluate(Source(name: "f", text: "helper(1, 2)")) == .int(3))
        #expect {
            try interpreter.evaluate(Source(name: "g", text: "caller()"))
        } throws: { ($0 as? RuntimeError)?.message.contains("missing argument for parameter 'b'") == true }
        // A value in its place: earlier callers call whatever the name now holds.
        try interpreter.run(Source(name: "h", text: "let helper = { n in n - 1 }"))
        #expect(try interpreter.evaluate(Source(name: "i", text: "caller()")) == .int(9))
    }

    /// Compiling lets go of each function's statements (a large program's tree
    /// would otherwise live beside all of its code), and later inputs that use
    /// what earlier ones declared still compile and run.
    @Test func compiledBodiesAreReleasedAndLaterInputsStillUseThem() throws {
        let interpreter = Interpreter()
        var out = ""
        interpreter.runtime.output = { out += $0 }
        let source = Source(name: "a", text: """
            protocol Named { var name: String { get } }
            extension Named { func greet() -> String { "hi \\(name)" } }
            struct Point { var x: Int; func sum(_ k: Int) -> Int { x + k } }
            func twice(_ n: Int) -> Int { let f = { (m: Int) in m * 2 }; return f(n) }
            """)
        let statements = try interpreter.parse(source)
        try interpreter.run(try interpreter.compile(statements: statements, source))
        var functions: [FunctionDecl] = []
        for s in statements {
            if case .function(let f) = s.kind { functions.append(f) }
            if case .typeDecl(let t) = s.kind { functions += t.methods.map(\.function) }
        }
        #expect(functions.count == 3)
        #expect(functions.allSatisfy { $0.bodyReleased && $0.body.isEmpty })
        try interpreter.run(Source(name: "b", text: """
            struct Person: Named { var name: String }
            extension Point { func doubled() -> Int { sum(x) } }
            print(twice(21), Point(x: 4).doubled(), Person(name: "Ann").greet())
            """))
        #expect(out == "42 8 hi Ann\n")
    }

    @Test func aFailedCompilationLeavesEarlierBindingsAlone() throws {
        let interpreter = Interpreter()
        try interpreter.run(Source(name: "a", text: "func helper() { return 1 }\nlet k = 5"))
        #expect(throws: CompileError.self) {
            try interpreter.run(Source(name: "b", text: "func helper() { return 2 }\nlet k = nope"))
        }
        #expect(try interpreter.evaluate(Source(name: "c", text: "helper() + k")) == .int(6))
    }

    @Test func closureMutatorsDoNotHideTheArrayWhileTheyRun() throws {
        let out = try run("""
            var xs = [3, 1, 2]
            var seen: [Int] = []
            xs.sort { a, b in seen.append(xs.count); return a < b }
            print(xs, seen.allSatisfy { $0 == 3 })
            var ys = [1, 2, 3, 4]
            ys.removeAll { y in y == ys.count }
            print(ys)
            func inner() {
                var zs = [2, 1]
                let f = { zs.sort { a, b in zs.count == 2 && a < b } }
                f()
                return zs
            }
            print(inner())
            """)
        #expect(out == "[1, 2, 3] true\n[1, 2, 3]\n[1, 2]\n")
    }

    @Test func compileErrorsLeaveTheInterpreterUsable() throws {
        let interpreter = Interpreter()
        #expect(throws: CompileError.self) { try interpreter.run(Source(name: "a", text: "let = 1")) }
        #expect(try interpreter.evaluate(Source(name: "b", text: "1 + 1")) == .int(2))
    }

    @Test func valueFormattingMatchesSwift() {
        #expect(Value.array([.string("a"), .int(1)]).description == "[\"a\", 1]")
        #expect(Value.dictionary(OrderedDictionary([(.string("k"), .bool(true))])).description == "[\"k\": true]")
        #expect(Value.double(1e-7).description == "1e-07")
        #expect(Value.double(2).description == "2.0")
        #expect(Value.dictionary(OrderedDictionary()).description == "[:]")
        #expect(Value.string("a\"b").debugDescription == "\"a\\\"b\"")
    }

    @Test func orderedDictionaryKeepsInsertionOrderAndCopiesOnWrite() {
        var a = OrderedDictionary()
        for k in ["z", "a", "m"] { a[.string(k)] = .int(k.count) }
        let b = a
        a[.string("a")] = nil
        a[.string("n")] = .int(9)
        #expect(a.keys == [.string("z"), .string("m"), .string("n")])
        #expect(b.keys == [.string("z"), .string("a"), .string("m")])
        #expect(a[.string("m")] == .int(1))
    }

    @Test func intAndDoubleKeysAgreeWithEquality() {
        var d = OrderedDictionary()
        d[.int(1)] = .string("one")
        #expect(d[.double(1.0)] == .string("one"))
    }
}

/// A host sequence that counts how often its elements are read.
final class CountingSequence: HostObject {
    var reads = 0
    var typeName: String { "Counting" }
    func iterator(in runtime: Runtime) throws -> ValueIterator? {
        reads += 1
        return ValueIterator([.int(1), .int(2)])
    }
}

@Suite("Host sequences")
struct HostSequenceTests {
    @Test func sequenceMethodsReadElementsAndOthersDoNot() throws {
        let interpreter = Interpreter()
        let counting = CountingSequence()
        interpreter.define("things", .object(counting))
        #expect(try interpreter.evaluate(Source(name: "a", text: "things.map { $0 * 10 }")) == .array([.int(10), .int(20)]))
        #expect(counting.reads == 1)
        #expect(throws: RuntimeError.self) { try interpreter.run(Source(name: "b", text: "things.frobnicate()")) }
        #expect(counting.reads == 1)   // an unknown method does not read the sequence
    }
}

@Suite("Limits")
struct LimitTests {
    /// The nesting limit exists so that a host can compile and run the deepest
    /// program the parser accepts on an ordinary thread: the 8 MB of a process's
    /// main thread, even in a debug build (which needs 5 to 6 MB for it).
    @Test func theDeepestProgramCompilesAndRunsOnAnEightMegabyteThread() throws {
        // A statement, its expression, and parentheses up to the limit.
        let code = "let x = " + String(repeating: "(", count: Limits.nesting - 2) + "1"
            + String(repeating: ")", count: Limits.nesting - 2) + "\nprint(x)"
        final class Box: @unchecked Sendable { var output = ""; var error: Error? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let interpreter = Interpreter()
            interpreter.runtime.output = { box.output += $0 }
            interpreter.runtime.nativeStackAvailable = 6 << 20
            do { try interpreter.run(Source(name: "t", text: code)) } catch { box.error = error }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        #expect(box.error == nil)
        #expect(box.output == "1\n")
    }

    /// With the call depth allowed far past what the thread's stack holds,
    /// the native stack check (the frame address against the run's limit)
    /// is what stops recursion: a catchable "stack overflow", not a crash.
    @Test func theNativeStackLimitStopsRecursionBeforeTheThreadsStackEnds() throws {
        final class Box: @unchecked Sendable { var output = ""; var error: Error? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let interpreter = Interpreter()
            interpreter.runtime.output = { box.output += $0 }
            interpreter.runtime.maxCallDepth = 100_000_000
            interpreter.runtime.nativeStackAvailable = 1 << 20
            let code = """
                var deepest = 0
                func down(_ n: Int) -> Int { deepest = n; return down(n + 1) + 1 }
                do { _ = try down(0) } catch { print(error, deepest > 100, deepest < 100_000) }
                """
            do { try interpreter.run(Source(name: "t", text: code)) } catch { box.error = error }
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        done.wait()
        #expect(box.error == nil)
        #expect(box.output == "stack overflow true true\n")
    }

    @Test func theCallDepthLimitIsTheNamedOne() throws {
        #expect(Runtime().maxCallDepth == Limits.callDepth)
    }
}
