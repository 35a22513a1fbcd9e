import QASLanguage

/// Which of a script's top-level statements `qas explore` runs: its declarations
/// and setup, not what drives the app (`homeScreen.press`, `app.launch()`,
/// `expect`, reading `app.log`…), which explore supplies itself. A statement
/// that uses a name bound by a left-out statement is left out too.
enum ExploreProgram {
    /// `app`'s members that drive the app or read what driving did.
    static let appDriving: Set<String> = ["launch", "activate", "background", "terminate", "purge", "delete", "wait", "holds", "open", "handle",
                                          "log", "screen", "state", "applicationState", "hasLaunched"]
    static let widgetDriving: Set<String> = ["tap", "render", "snapshot", "reload", "reloadAll"]

    /// One Bool per statement: whether it is kept. Statements after the first
    /// that drives the app belong to the scenario too (`let d = UIApplication.shared.delegate
    /// as! AppDelegate` there reads what the presses made), except variables the
    /// declarations use.
    static func select(_ statements: [Stmt]) -> [Bool] {
        var skippedNames = Set<String>()
        var driven = false
        let usedByDeclarations = namesUsed(by: statements.filter { s in
            switch s.kind {
            case .function, .typeDecl, .declaration: return true
            default: return false
            }
        })
        return statements.map { s in
            switch s.kind {
            case .function, .typeDecl, .importFile, .declaration: return true
            default: break
            }
            let finder = DrivingFinder(skippedNames)
            finder.visit(s)
            if !finder.found, !driven || boundNames(s).contains(where: usedByDeclarations.contains) && !boundNames(s).isEmpty { return true }
            driven = true
            skippedNames.formUnion(boundNames(s))
            return false
        }
    }

    /// Every name the statements mention.
    private static func namesUsed(by statements: [Stmt]) -> Set<String> {
        final class Names: SyntaxVisitor {
            var names = Set<String>()
            func visit(_ s: Stmt) { s.walkChildren(self) }
            func visit(_ e: Expr) {
                if case .name(let n, _) = e.kind { names.insert(n) }
                e.walkChildren(self)
            }
        }
        let finder = Names()
        for s in statements { finder.visit(s) }
        return finder.names
    }

    private static func boundNames(_ s: Stmt) -> [String] {
        switch s.kind {
        case .variable(let d, _): return [d.name]
        case .multiple(let list): return list.flatMap(boundNames)
        case .destructure:
            final class Names: SyntaxVisitor {
                var names: [String] = []
                func visit(_ s: Stmt) { if case .variable(let d, _) = s.kind { names.append(d.name) }; s.walkChildren(self) }
            }
            let n = Names()
            s.walkChildren(n)
            return n.names
        default: return []
        }
    }

    /// Finds driving in a statement, closures included (they are likely run now).
    private final class DrivingFinder: SyntaxVisitor {
        var found = false
        let skippedNames: Set<String>
        init(_ skippedNames: Set<String>) { self.skippedNames = skippedNames }

        func visit(_ s: Stmt) {
            guard !found else { return }
            if case .expect = s.kind { found = true; return }
            s.walkChildren(self)
        }

        func visit(_ e: Expr) {
            guard !found else { return }
            switch e.kind {
            case .name(let n, _) where skippedNames.contains(n):
                found = true
                return
            case .member(let base, let member, _):
                if case .name(let b, _) = base.kind {
                    if (b == "homeScreen" && member == "press") || (b == "app" && appDriving.contains(member))
                        || (b == "widgets" && widgetDriving.contains(member)) {
                        found = true
                        return
                    }
                }
            default: break
            }
            e.walkChildren(self)
        }
    }

    /// The script's text without the left-out statements (each replaced by
    /// nothing, so the rest keeps its lines).
    static func text(of source: [UInt8], without skipped: [SourceRange]) -> String {
        var bytes = source
        for r in skipped.sorted(by: { $0.start > $1.start }) {
            let start = max(0, min(r.start, bytes.count)), end = max(start, min(r.end, bytes.count))
            bytes.replaceSubrange(start..<end, with: [])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
