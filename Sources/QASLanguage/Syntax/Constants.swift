/// Which expressions are build-time constants, for declaration forms whose fields
/// must be (a host's build-time configuration, fixed before the program runs).
extension Expr {
    /// The first part that is not a build-time constant, with the name it reads if
    /// any. Literals and `.name`s are constant; so are interpolations, collections
    /// and negations of constants, and calls of `calls` with constant arguments.
    func firstNonConstantPart(allowingCalls calls: Set<String>) -> (name: String?, range: SourceRange)? {
        switch kind {
        case .literal, .implicitMember:
            return nil
        case .interpolation, .array, .tuple, .dictionary, .unary:
            return firstNonConstantChild(allowingCalls: calls)
        case .call(let callee, let args):
            if case .name(let n, _) = callee.kind, calls.contains(n) {
                for a in args { if let p = a.value.firstNonConstantPart(allowingCalls: calls) { return p } }
                return nil
            }
            return (firstName, range)
        default:
            return (firstName, range)
        }
    }

    private func firstNonConstantChild(allowingCalls calls: Set<String>) -> (name: String?, range: SourceRange)? {
        final class Finder: SyntaxVisitor {
            let calls: Set<String>
            var found: (name: String?, range: SourceRange)?
            init(_ calls: Set<String>) { self.calls = calls }
            func visit(_ e: Expr) { if found == nil { found = e.firstNonConstantPart(allowingCalls: calls) } }
            func visit(_ s: Stmt) {}
            func visit(_ f: FunctionDecl) {}
        }
        let finder = Finder(calls)
        walkChildren(finder)
        return finder.found
    }

    /// The first name the expression reads, in source order.
    var firstName: String? {
        final class Finder: SyntaxVisitor {
            var found: String?
            func visit(_ e: Expr) {
                guard found == nil else { return }
                if case .name(let n, _) = e.kind { found = n } else { e.walkChildren(self) }
            }
            func visit(_ s: Stmt) {}
            func visit(_ f: FunctionDecl) {}
        }
        let finder = Finder()
        finder.visit(self)
        return finder.found
    }
}
