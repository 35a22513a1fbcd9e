/// Running one program many times from the same start, without parsing or
/// compiling it again: `qas explore` runs an app's declarations once per
/// explored session. Also tells states apart by what the program holds.
package final class RerunnableProgram {
    let program: CompiledProgram
    /// The globals as they were after compiling: the host's values, the
    /// program's functions, nil for its variables.
    let startingGlobals: [Value]
    /// The first global the program declared (those before are the host's).
    package let firstProgramGlobal: Int
    init(program: CompiledProgram, startingGlobals: [Value], firstProgramGlobal: Int) {
        self.program = program; self.startingGlobals = startingGlobals; self.firstProgramGlobal = firstProgramGlobal
    }
}

extension Interpreter {
    /// Compiles the top-level statements of `source` that `select` keeps (it is
    /// given them all and answers one Bool each); returns the program and the
    /// ranges of the statements left out.
    package func compileForRerun(_ source: Source, select: ([Stmt]) -> [Bool]) throws -> (RerunnableProgram, skipped: [SourceRange]) {
        let all = try parse(source)
        let keep = select(all)
        let kept = zip(all, keep).filter(\.1).map(\.0)
        let skipped = zip(all, keep).filter { !$0.1 }.map(\.0.range)
        let first = globals.count
        let compiled = try compile(statements: kept, source)
        let starting = (0..<globals.count).map { runtime.global($0) }
        return (RerunnableProgram(program: compiled, startingGlobals: starting, firstProgramGlobal: first), skipped)
    }

    /// Runs the program again as if for the first time: its globals as they were
    /// after compiling, no types declared, imported files not yet run. The host
    /// resets its own state (its objects, the store) before.
    package func rerun(_ p: RerunnableProgram) throws {
        for (i, v) in p.startingGlobals.enumerated() { runtime.setGlobal(i, v) }
        runtime.types.releaseProgramTypes()
        resetModules()
        try run(p.program)
    }

    /// Starts the time limit over (`qas explore` gives each event its own) without
    /// forgetting an interrupt asked for.
    package func restartTimeLimit() { runtime.restartTimeLimit() }

    /// Runs host code that calls script code (a hook, an invariant) as a run of
    /// the program would: with this runtime's limits, counters and memory guard.
    package func inRunContext<T>(_ body: () throws -> T) throws -> T {
        runtime.beginRun()
        // Growth on this thread is counted against this runtime's limit.
        let outer = MemoryGuard.current
        MemoryGuard.current = runtime.memory
        let outerRuntime = Runtime.running
        Runtime.running = runtime
        defer {
            MemoryGuard.current = outer
            Runtime.running = outerRuntime
        }
        return try body()
    }

    /// The program's state as text, equal when what it holds is equal: its
    /// globals, its types' static properties and `extra` values of the host's
    /// (the delegate objects), walked structurally. Objects are numbered in the
    /// order met, so sharing is part of the state but addresses are not.
    package func stateFingerprint(_ p: RerunnableProgram, extra: [Value]) -> String {
        var walker = StateWalker()
        for i in p.firstProgramGlobal..<globals.count { walker.write(runtime.global(i)) }
        for (name, t) in runtime.types.types.sorted(by: { $0.key < $1.key }) {
            for (slot, s) in t.staticStored.sorted(by: { $0.key < $1.key }) {
                walker.out += "\(name).\(slot)="
                walker.write(s.value ?? .null)
            }
        }
        for v in extra { walker.write(v) }
        return walker.out
    }
}

/// Writes a value graph as text; shared objects are written once and then by number.
private struct StateWalker {
    var out = ""
    var numbers: [ObjectIdentifier: Int] = [:]

    /// Whether `object` was written before (writing its number if so).
    private mutating func seen(_ object: AnyObject) -> Bool {
        let id = ObjectIdentifier(object)
        if let n = numbers[id] { out += "@\(n)"; return true }
        numbers[id] = numbers.count
        return false
    }

    mutating func write(_ v: Value) {
        switch v {
        case .null: out += "n;"
        case .bool(let b): out += b ? "T;" : "F;"
        case .int(let i): out += "i\(i);"
        case .double(let d): out += "d\(d.bitPattern);"
        case .string(let s): out += "s\(s.utf8.count):\(s);"
        case .range(let a, let b): out += "r\(a),\(b);"
        case .closedRange(let a, let b): out += "R\(a),\(b);"
        case .array(let a):
            out += "["
            for x in a.items { write(x) }
            out += "]"
        case .dictionary(let d), .set(let d):
            out += "{"
            for (k, x) in d.pairs { write(k); write(x) }
            out += "}"
        case .tuple(let t):
            out += "("
            for x in t.items { write(x) }
            out += ")"
        case .instance(let i):
            if i.type.kind == .classType, seen(i) { return }
            out += "<\(i.type.path)#\(i.caseIndex)"
            for x in i.fields { write(x) }
            out += ">"
        case .cell(let c):
            if seen(c) { return }
            out += "c"
            write(c.value)
        case .function(let f):
            if seen(f) { return }
            out += "f\(f.proto.name)"
            for c in f.captures where !seen(c) { write(c.value) }
            out += ";"
        case .native(let f): out += "x\(f.name);"
        case .type(let t): out += "t\(t.path);"
        case .object(let o): out += "o\(o.typeName):\(o.description);"
        }
    }
}
