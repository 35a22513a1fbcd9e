import QASBase

/// Resolving a large program's declarations on two threads. Once its types are
/// gathered and its top-level names hoisted, what a type or function
/// declaration resolves to depends on nothing but those tables (which no
/// declaration changes) and its own nodes; a long run of them is split in two
/// and the halves resolved at once, the second by a resolver of its own on a
/// second thread. Its mistakes are reported after the first half's, as one pass
/// reports them. (Not top-level variables or statements: code after them may
/// depend on what they declare, in order.)
extension Resolver {
    /// Whether this program is resolved partly on a second thread.
    var usesSecondThread: Bool { parallel && source.bytes.count >= TwoThreads.minimumSourceSize }

    /// Gathers the program's types on this thread while another hoists its
    /// top-level names: the two fill different tables and report in order
    /// (the types' mistakes first, as one after the other would).
    func gatherTypesWhileHoisting(_ statements: [Stmt]) {
        let earlier = diagnostics
        diagnostics = []
        var classes: [(TypeDecl, TypeInfo)] = []
        if !TwoThreads.run({ self.hoistTopLevel(statements) }, alongside: { classes = gatherTypes(statements) }) {
            classes = gatherTypes(statements)
            hoistTopLevel(statements)
        }
        let hoisting = diagnostics
        diagnostics = earlier
        checkSingleConformances(classes)
        diagnostics += hoisting
    }

    /// Visits a program's top-level statements in order.
    func visitTopLevel(_ statements: [Stmt]) {
        guard usesSecondThread else { visit(statements); return }
        var i = 0
        while i < statements.count {
            guard let (kind, end) = ParallelDeclaration.run(in: statements, from: i) else {
                visit(statements[i])
                i += 1
                continue
            }
            if end - i >= ParallelDeclaration.minimumRun {
                visitInTwo(statements[i..<end], kind)
            } else {
                for s in statements[i..<end] { visit(s) }
            }
            i = end
        }
    }

    private func visitInTwo(_ run: ArraySlice<Stmt>, _ kind: ParallelDeclaration) {
        let middle = ParallelDeclaration.middle(of: run.startIndex..<run.endIndex, in: run)
        let helper = Resolver(source: source, globals: globals, loader: loader, registry: registry,
                              imports: imports, importStack: importStack, firstGlobalOfUnit: firstGlobalOfUnit)
        helper.importFailed = importFailed
        let second = Array(run[middle...])
        let ran = TwoThreads.run({
            helper.visit(second)
        }, alongside: {
            for s in run[..<middle] { visit(s) }
        })
        if ran {
            diagnostics += helper.diagnostics
            declared.merge(helper.declared)
        } else {
            for s in run { visit(s) }
        }
    }
}
