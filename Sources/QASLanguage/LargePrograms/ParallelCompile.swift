import QASBase

/// Compiling a large program's declarations on two threads, as they are
/// resolved (`ParallelResolve.swift`): a long run of type or function
/// declarations is split in two and the halves compiled at once, the second by
/// a compiler of its own on a second thread. A declaration's code depends only
/// on its own resolved nodes and on tables no declaration's compiling changes
/// (a top-level function's holder is its own, filled in by its compiling and
/// read only when calls run).
extension Compiler {
    /// Whether this program's long runs of declarations are compiled in two.
    var usesSecondThread: Bool { parallel && source.bytes.count >= TwoThreads.minimumSourceSize }

    /// Compiles `run` of `statements`, its second half on a second thread,
    /// appending the code of each statement to `codes` in order.
    func compileInTwo(_ statements: inout [Stmt], _ run: Range<Int>, into codes: inout [Sequenced]) {
        let middle = ParallelDeclaration.middle(of: run, in: statements)
        // The second half moves to an array of the helper's own: the two threads
        // must not change one array.
        let placeholder = Stmt(kind: .block([]), range: statements[middle].range)
        var second = Array(statements[middle..<run.upperBound])
        for i in middle..<run.upperBound { statements[i] = placeholder }
        let helper = Compiler(source: source, globals: globals, modules: modules, fastPaths: fastPaths, releasesAtScopeEnd: releasesAtScopeEnd)
        // Label numbers need only differ within a function; apart anyway.
        helper.lastLabelID = lastLabelID + (1 << 40)
        var secondCodes: [Sequenced] = []
        // Both cores compile: each thread frees what it compiled itself, rather
        // than a third thread competing for them.
        let savedRelease = release
        release = nil
        defer { release = savedRelease }
        let ran = TwoThreads.run({
            secondCodes.reserveCapacity(second.count)
            for i in second.indices { secondCodes.append(helper.compiledTaking(&second, at: i)) }
        }, alongside: {
            for i in run.lowerBound..<middle { codes.append(compiledTaking(&statements, at: i)) }
        })
        if ran {
            codes += secondCodes
            fired.add(helper.fired)
        } else {
            for i in run.lowerBound..<middle { codes.append(compiledTaking(&statements, at: i)) }
            for i in second.indices { codes.append(compiledTaking(&second, at: i)) }
        }
    }
}

/// The top-level statements resolved and compiled two at a time: type and
/// function declarations, in runs of one kind.
enum ParallelDeclaration {
    case type, function

    /// Fewer declarations in a row than this are resolved and compiled one by one.
    static let minimumRun = 512

    init?(_ s: Stmt) {
        switch s.kind {
        case .typeDecl: self = .type
        case .function: self = .function
        default: return nil
        }
    }

    /// Where to split `run` in two: at the first declaration that starts past
    /// the middle of the run's source text, so the halves hold as much source
    /// (a count of declarations splits unevenly when their sizes differ).
    static func middle<C: RandomAccessCollection>(of run: Range<Int>, in statements: C) -> Int
        where C.Element == Stmt, C.Index == Int {
        guard run.count >= 2 else { return run.lowerBound }
        let start = statements[run.lowerBound].range.start, end = statements[run.upperBound - 1].range.end
        let half = start + (end - start) / 2
        var lo = run.lowerBound + 1, hi = run.upperBound - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if statements[mid].range.start < half { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The kind of the run of declarations starting at `start` and the index
    /// after its end; nil when `statements[start]` is not such a declaration.
    static func run(in statements: [Stmt], from start: Int) -> (ParallelDeclaration, end: Int)? {
        guard let kind = ParallelDeclaration(statements[start]) else { return nil }
        var end = start + 1
        while end < statements.count, ParallelDeclaration(statements[end]) == kind { end += 1 }
        return (kind, end)
    }
}
