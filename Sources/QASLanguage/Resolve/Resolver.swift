/// Resolves every name to a slot, a capture or a global before anything runs, and
/// finds the mistakes that need no running: undeclared names (with "did you mean"),
/// assignment to a `let`, `break`/`continue`/`return` out of place, redeclaration.
final class Resolver: SyntaxVisitor {
    /// One function being resolved (the top-level program is one too). Its
    /// tables change on every declaration and lookup; nothing else holds them,
    /// so the run-time exclusivity checks are left out.
    final class FunctionScope {
        let decl: FunctionDecl?
        let enclosing: FunctionScope?
        @exclusivity(unchecked) var locals = LocalNames()
        @exclusivity(unchecked) var nextSlot = 0
        @exclusivity(unchecked) var maxSlot = 0
        @exclusivity(unchecked) var captures: [Capture] = []
        /// The variable behind each capture, in the same order.
        @exclusivity(unchecked) var capturedVars: [VarDecl] = []
        @exclusivity(unchecked) var loopDepth = 0
        @exclusivity(unchecked) var breakableDepth = 0
        /// Inside a `switch` case (where `fallthrough` may go).
        @exclusivity(unchecked) var switchCaseDepth = 0
        /// The labels of the statements around, innermost last, and whether each is a loop.
        @exclusivity(unchecked) var labels: [(name: String, isLoop: Bool)] = []
        /// A method's type: bare names may be its members.
        @exclusivity(unchecked) var typeContext: TypeContext?
        init(decl: FunctionDecl?, enclosing: FunctionScope?) { self.decl = decl; self.enclosing = enclosing }
        var isTopLevel: Bool { decl == nil }
    }

    /// Loads an imported file: given the path as written and the importing
    /// source's directory, returns the canonical path and the source.
    typealias Loader = (String, String?) throws -> (String, Source)

    let globals: GlobalTable
    var diagnostics: [Diagnostic] = []
    var source: Source
    @exclusivity(unchecked) var scope: FunctionScope
    let loader: Loader?
    var imports: [String: Module]
    let registry: DeclarationRegistry?
    var importStack: [String]
    /// An import could not be loaded; its names are not reported missing.
    var importFailed = false
    /// Set while resolving a callee that must be the global function of its name.
    var preferGlobal = false
    /// Declaring a `guard` condition's bindings, which may shadow the block's names.
    var guardShadows = false
    /// Set while resolving a plain name assigned to (a weak variable stays itself).
    var resolvingTarget = false
    /// What this resolver's declarations say their calls give; added to the
    /// engine's when the program is resolved.
    var declared = DeclaredResults()
    /// Where each name this compilation unit declares at top level is declared
    /// (the redeclaration check).
    @exclusivity(unchecked) var declaredRanges: [String: SourceRange] = [:]
    /// The top-level functions this unit declares, for checking their calls' `&`s.
    var topLevelFunctions: [String: FunctionDecl] = [:]
    /// The signatures of each overloaded global's functions, by slot.
    var overloadSignatures: [Int: [String]] = [:]

    /// A function's labels and parameter types, which its overloads must not share.
    /// The host's functions a program may overload by declaring its own of the
    /// same name with typed parameters (`func print(_ board: [[Int]])`).
    static let overloadableHostFunctions: Set<String> = ["print", "max", "min", "abs", "debugPrint", "zip", "stride", "swap"]

    static func signature(_ f: FunctionDecl) -> String {
        zip(f.callLabels, f.params).map { label, param in
            var type = param.annotation?.description ?? ""
            if case .function(let arity)? = param.annotation?.unwrapped { type += "\(arity)" }
            return (label ?? "_") + ":" + type
        }.joined(separator: ",")
            + "->" + (f.returnType?.description ?? "")
    }
    /// Top-level names the files this unit imports declare, with the file.
    var importedNames: [String: String] = [:]
    /// The number of globals there were before this unit (older ones may be shadowed).
    let firstGlobalOfUnit: Int
    /// The type context the next function resolved belongs to (a method's).
    var pendingTypeContext: TypeContext?
    /// Whether a large program's declarations may be resolved on two threads
    /// (`ParallelResolve.swift`); the interpreter says.
    var parallel = false

    init(source: Source, globals: GlobalTable, loader: Loader?, registry: DeclarationRegistry? = nil,
         imports: [String: Module] = [:], importStack: [String] = [], firstGlobalOfUnit: Int? = nil) {
        self.source = source
        self.registry = registry
        self.globals = globals
        self.loader = loader
        self.imports = imports
        self.importStack = importStack
        self.scope = FunctionScope(decl: nil, enclosing: nil)
        self.firstGlobalOfUnit = firstGlobalOfUnit ?? globals.count
    }

    var allImports: [String: Module] { imports }

    func error(_ message: String, _ range: SourceRange) {
        diagnostics.append(Diagnostic(message, at: SourceLocation(source, range)))
    }

    // MARK: - Program

    /// Resolves a top-level program; returns the frame size its locals need.
    func resolveProgram(_ statements: [Stmt]) -> Int {
        if usesSecondThread {
            gatherTypesWhileHoisting(statements)
        } else {
            checkSingleConformances(gatherTypes(statements))
            hoistTopLevel(statements)
        }
        // Which top-level constants hold literal values is known before use.
        for s in statements {
            if case .variable(let d, let v?) = s.kind, d.isGlobal {
                globals.setHoldsValueLiteral(d.slot, Resolver.isValueLiteral(v))
            }
        }
        visitTopLevel(statements)
        globals.declared.merge(declared)
        declared = DeclaredResults()
        return scope.maxSlot
    }

    /// Notes what a function, method or subscript gives (`DeclaredResults`).
    func noteResult(of f: FunctionDecl) {
        // A generic parameter no argument gives (`T.self` left out, or none
        // declared of it): `$genericType("T")`, as a default or first in the body.
        func unsourced(_ e: Expr?) -> Bool {
            guard let e, case .call(let callee, let args) = e.kind, case .name("$genericType", _) = callee.kind else { return false }
            return args.count == 1
        }
        let prelude = f.body.prefix(4).compactMap { s -> Expr? in
            if case .variable(_, let v) = s.kind { return v }
            return nil
        }
        if f.defaultValues.contains(where: unsourced) || prelude.contains(where: unsourced) {
            declared.resultTypedCalls.insert(f.name)
        }
        // `line: Int = #line`: the trailing parameters a call fills in where it is written.
        let first = f.params.first?.name == "self" ? 1 : 0
        var trailing: [(label: String?, macro: String, position: Int)] = []
        for i in stride(from: f.defaultValues.count - 1, through: first, by: -1) {
            guard let d = f.defaultValues[i], case .name(let macro, _) = d.kind, macro.hasPrefix("#") else { break }
            trailing.insert((i < f.callLabels.count ? f.callLabels[i] : nil, macro, i - first), at: 0)
        }
        if !trailing.isEmpty { declared.noteCallSiteDefaults(f.name, trailing) }
        if f.name == "subscript", let t = f.returnType {
            // A subscript's getter: `list[i]` with `subscript(i: Int) -> Item?`.
            var isOptional = false
            if case .optional = t { isOptional = true }
            declared.note("subscript", optional: isOptional, void: false)
        } else if !f.isClosure, f.name != "init", f.name != "subscript", f.selfKind == .none || !f.callLabels.isEmpty {
            var isOptional = false
            if case .optional? = f.returnType { isOptional = true }
            let labels = f.selfKind == .none ? f.callLabels : Array(f.callLabels.dropFirst())
            let isVoid = f.returnType == nil && !Resolver.returnsValue(f.body)
                && !(f.body.count == 1 && { if case .expression = f.body[0].kind { return true }; return false }())
            let key = f.params.contains(where: \.isVariadic) ? DeclaredResults.variadicKey(f.name) : DeclaredResults.callKey(f.name, labels)
            declared.note(key, optional: isOptional, void: isVoid)
        }
    }

    /// Top-level functions and variables are declared first so functions may refer
    /// to each other (and to globals) whatever their order in the file.
    func hoistTopLevel(_ statements: [Stmt]) {
        // Room for every top-level name at once: a large program declares tens of
        // thousands, and tables grown a name at a time rehash each many times.
        if declaredRanges.isEmpty { declaredRanges = Dictionary(minimumCapacity: statements.count) }
        globals.reserveCapacity(statements.count)
        for s in statements {
            switch s.kind {
            case .function(let f):
                if let d = f.nameDecl { declareGlobal(d, function: f) }
            case .variable(let d, _):
                declareGlobal(d)
            case .declaration(let node):
                if let d = node.binding { declareGlobal(d) }
            case .typeDecl(let t):
                // Types are made before other code runs: usable anywhere in the file.
                if let d = t.binding { declareGlobal(d, hoisted: true) }
            case .multiple(let list):
                hoistTopLevel(list)
            default: break
            }
        }
    }

    func declareGlobal(_ d: VarDecl, function: FunctionDecl? = nil, hoisted: Bool = false) {
        // One hash: the name goes in, and a range already there is a redeclaration
        // (the first declaration stays the one recorded).
        if let first = declaredRanges.updateValue(d.range, forKey: d.name) {
            declaredRanges[d.name] = first
            if let function, let earlier = topLevelFunctions[d.name], let slot = globals.index(of: d.name),
               !(overloadSignatures[slot] ?? [Resolver.signature(earlier)]).contains(Resolver.signature(function)) {
                // `func show(_ x: Int)` beside `func show(_ x: String)`: an overload.
                d.isGlobal = true
                d.slot = slot
                if globals.overloads[slot] == nil {
                    earlier.overloadHolder = FunctionHolder()
                    globals.overloads[slot] = [earlier.overloadHolder!]
                    globals.forgetFunction(at: slot)
                }
                function.overloadHolder = FunctionHolder()
                globals.overloads[slot]!.append(function.overloadHolder!)
                overloadSignatures[slot, default: [Resolver.signature(earlier)]].append(Resolver.signature(function))
                return
            }
            error("invalid redeclaration of '\(d.name)'", d.range)
            d.isGlobal = true
            d.slot = globals.index(of: d.name) ?? 0
            return
        }
        d.isGlobal = true
        if let function { topLevelFunctions[d.name] = function }
        if let function, !function.params.contains(where: { $0.annotation == nil }), let entry = globals.entry(d.name), entry.source == nil,
           entry.index < firstGlobalOfUnit, Resolver.overloadableHostFunctions.contains(d.name) {
            // `func print(_ board: [[Int]])` beside Swift's `print`: an overload of it.
            d.slot = entry.index
            function.overloadHolder = FunctionHolder()
            globals.overloads[entry.index] = [function.overloadHolder!]
            globals.builtinFallbacks.insert(entry.index)
            overloadSignatures[entry.index] = [Resolver.signature(function)]
            return
        }
        d.slot = globals.declare(d.name, constant: d.isConstant, source: source, offset: hoisted ? 0 : d.range.start,
                                 functionArity: function.flatMap { f in f.params.contains(where: \.isVariadic) ? nil : f.params.count })
        globals.weakGlobals[d.slot] = d.ownership == .strong ? nil : d.ownership
    }

    // MARK: - Scopes

    func beginBlock() { scope.locals.beginBlock() }
    func endBlock(savedSlot: Int) {
        scope.locals.endBlock()
        scope.nextSlot = savedSlot
    }
    func withBlock(_ body: () -> Void) {
        let saved = scope.nextSlot
        beginBlock()
        body()
        endBlock(savedSlot: saved)
    }

    var atTopLevelBlock: Bool { scope.isTopLevel && scope.locals.blockCount == 1 }

    /// Declares a local (or, at the top level, looks up its hoisted global).
    func declare(_ d: VarDecl) {
        if atTopLevelBlock {
            if !d.isGlobal { declareGlobal(d) }
            return
        }
        declareLocal(d)
    }

    // MARK: - Names

    func resolve(_ name: String, _ ref: NameRef, _ range: SourceRange) {
        // `super` is `self`, seen as its superclass (the compiler picks the methods).
        // (The lengths first: nearly every name is neither, and is told so without comparing.)
        let length = name.utf8.count
        // `#function`, `#fileID`: what the compiler fills in.
        if name.utf8.first == UInt8(ascii: "#"), name != "#selector" { return }
        if length == 5, name == "super", lookupLocal("super", in: scope) == nil { return resolve("self", ref, range) }
        // `Self` is the type of `self` (the compiler takes it from the value).
        if length == 4, name == "Self", lookupLocal("Self", in: scope) == nil, lookupLocal("self", in: scope) != nil || capture("self", in: scope) != nil {
            return resolve("self", ref, range)
        }
        if let decl = lookupLocal(name, in: scope) {
            ref.target = .local(decl)
            if decl.ownership != .strong { weakRead(name, ref, range) }
            return
        }
        if !preferGlobal, !ref.isModuleQualified, resolveMember(name, ref, range) { return }
        if let f = scope.decl, let own = f.nameDecl, own.name == name, !own.isGlobal {
            f.refersToItself = true
            ref.target = .ownFunction(own)
            return
        }
        if let index = capture(name, in: scope) {
            let decl = capturedDecl(index, in: scope)
            ref.target = .upvalue(index, decl)
            if decl.ownership != .strong { weakRead(name, ref, range) }
            return
        }
        if let entry = globals.entry(name) {
            // Straight-line top-level code cannot read a global declared further down.
            if scope.isTopLevel, entry.index >= firstGlobalOfUnit, entry.source === source,
               entry.offset > range.start, entry.functionArity == nil {
                error("use of '\(name)' before its declaration", range)
            }
            let decl = VarDecl(name: name, isConstant: entry.isConstant, range: range)
            decl.isGlobal = true
            decl.slot = entry.index
            decl.copiedAnnotation = globals.convertingTypes[entry.index]
            decl.declaredOptional = globals.optionalGlobals.contains(entry.index)
            decl.ownership = globals.weakGlobals[entry.index] ?? .strong
            ref.target = .global(entry.index, decl)
            if decl.ownership != .strong { weakRead(name, ref, range) }
            return
        }
        // After a failed import, missing names are most likely its declarations.
        if importFailed { return }
        if inBuiltinExtension(), name != "self" {
            // `extension Collection { func total() -> Element { reduce(0, +) } }`:
            // a built-in type's own members are `self`'s (asked for when run).
            rewriteAsMemberOfSelf(ref, name, range)
            return
        }
        if let owner = protocolDeclaringAssociatedType(name) {
            // `Action.allCases` in `extension Resource` with `associatedtype Action`:
            // the conforming type's own `Action` (`Self.Action`).
            _ = owner
            let selfRef = NameRef()
            resolve("Self", selfRef, range)
            ref.rewrite(as: Expr(kind: .member(Expr(kind: .name("Self", selfRef), range: range), name, optional: false), range: range))
            return
        }
        if inProtocolExtension(), name == "allCases" || name == "rawValue"
            || globals.typeInfos.values.contains(where: { $0.kind == .protocolType && ($0.requires(name) || $0.instanceMembers.contains(name) || $0.staticMembers.contains(name)) }) {
            // `extension Named { static func named(_ s: String) -> Self? { allCases.first … } }`:
            // what the conforming type's CaseIterable or raw values give it, or a
            // requirement of a protocol this one refines (`count` of `Container`).
            rewriteAsMemberOfSelf(ref, name, range)
            return
        }
        if let what = Parser.unsupportedNumberTypes[name] {
            // `Float(x)`, `Decimal(string: "9.99")`: named, not taken for a typo.
            error("qas does not support \(name) yet (\(what)); use Int or Double", range)
            return
        }
        var message = "cannot find '\(name)' in scope"
        if let suggestion = suggest(name) { message += "; did you mean '\(suggestion)'?" }
        error(message, range)
    }

    /// A read of a `weak`/`unowned` variable reads the object it holds (or nil);
    /// as an assignment's target the name stays the variable.
    private func weakRead(_ name: String, _ ref: NameRef, _ range: SourceRange) {
        guard !resolvingTarget else { return }
        let load = NameRef()
        resolve("$load", load, range)
        ref.readWeakly(name, at: range, load: load)
    }

    func lookupLocal(_ name: String, in s: FunctionScope) -> VarDecl? {
        s.locals.lookup(name)
    }

    func capturedDecl(_ index: Int, in s: FunctionScope) -> VarDecl {
        s.capturedVars[index]
    }

    /// Finds a name in an enclosing function and threads it through every function
    /// in between, as clox does with upvalues. Returns the capture index.
    func capture(_ name: String, in s: FunctionScope) -> Int? {
        guard let outer = s.enclosing else { return nil }
        // Top-level (global) declarations are not captured; they are globals.
        if let decl = lookupLocal(name, in: outer), !(outer.isTopLevel && decl.isGlobal) {
            decl.isCaptured = true
            return addCapture(decl, Capture(fromLocal: true, index: decl.slot), to: s)
        }
        if let index = capture(name, in: outer) {
            let decl = capturedDecl(index, in: outer)
            return addCapture(decl, Capture(fromLocal: false, index: index), to: s)
        }
        return nil
    }

    func addCapture(_ decl: VarDecl, _ c: Capture, to s: FunctionScope) -> Int {
        if let existing = s.capturedVars.firstIndex(where: { $0 === decl }) { return existing }
        s.captures.append(c)
        s.capturedVars.append(decl)
        return s.captures.count - 1
    }

    /// Every name visible here, for "did you mean".
    func visibleNames() -> [String] {
        var names: [String] = globals.names
        var s: FunctionScope? = scope
        while let current = s {
            names += current.locals.decls.map(\.name)
            s = current.enclosing
        }
        return names
    }

    func suggest(_ name: String) -> String? {
        Suggestion.closest(to: name, in: visibleNames())
    }

    // MARK: - Statements

    func block(_ list: [Stmt]) {
        withBlock { visit(list) }
    }

    func visit(_ s: Stmt) {
        switch s.kind {
        case .variable(let d, let value):
            if let value {
                visit(value)
                d.holdsValueLiteral = Resolver.isValueLiteral(value)
            }
            d.knownType = annotatedType(d.annotation) ?? value.flatMap(knownType(of:))
            if d.annotation == nil, let value {
                if case .name(_, let ref) = value.kind, !ref.isRewritten {
                    d.copiedAnnotation = ref.declaration?.convertingType
                } else if !d.isConstant, case .tuple(let items, let labels) = value.kind, labels.contains(where: { $0 != nil }) {
                    // `var best = (start: 1, length: 1)` keeps its labels: a later
                    // `best = (n, k)` is stored as `(start: n, length: k)`.
                    d.copiedAnnotation = .tuple(items.map { _ in .named("_", []) }, labels)
                } else {
                    // `var xs = [1, 2.0]` is a [Double]: later appends of Ints are Doubles.
                    // `var ys = [Double]()` is a [Double] too.
                    d.copiedAnnotation = Compiler.unifiedNumbersType(value) ?? Parser.madeCollectionType(value)
                }
            }
            declare(d)
            if d.isGlobal, let t = d.knownType { globals.knownTypes[d.slot] = t }
            if d.isGlobal { globals.convertingTypes[d.slot] = d.convertingType }
            if d.isGlobal { globals.annotations[d.slot] = d.annotation }
            if d.isGlobal {
                if d.isDeclaredOptional { globals.optionalGlobals.insert(d.slot) } else { globals.optionalGlobals.remove(d.slot) }
            }
        case .assign(let target, let value), .compoundAssign(_, let target, let value):
            visit(value)
            assignmentTarget(target)
        case .function(let f):
            if let d = f.nameDecl { declare(d) }
            visit(f)
        case .block(let body):
            block(body)
        case .ifStmt(let conditions, let then, let elseBranch):
            let saved = scope.nextSlot
            beginBlock()
            self.conditions(conditions)
            block(then)
            endBlock(savedSlot: saved)
            if let elseBranch { visit(elseBranch) }
        case .guardStmt(let conditions, let body):
            // Each binding is visible to the conditions after it and to the code
            // after the guard (the else body runs only when a binding failed).
            // `guard let section else …` may shadow a `section` of the same block.
            let savedShadowing = guardShadows
            guardShadows = true
            self.conditions(conditions)
            guardShadows = savedShadowing
            block(body)
            if !Resolver.exits(body) {
                error("'guard' body must not fall through; end it with 'return', 'throw', 'break' or 'continue'", s.range)
            }
        case .whileStmt(let conditions, let body):
            let saved = scope.nextSlot
            beginBlock()
            self.conditions(conditions)
            loop { block(body) }
            endBlock(savedSlot: saved)
        case .repeatWhile(let body, let condition):
            loop { block(body) }
            visit(condition)
        case .forIn(let pattern, let sequence, let body):
            visit(sequence)
            let saved = scope.nextSlot
            beginBlock()
            switch pattern {
            case .single(let d): if let d { declareLocal(d) }
            case .tuple(let ds): for d in ds { if let d { declareLocal(d) } }
            case .pattern(let p):
                p.walk(self)
                for d in p.bindings { declareLocal(d) }
            }
            loop { block(body) }
            endBlock(savedSlot: saved)
        case .switchStmt(let subject, let cases, let defaultBody):
            visit(subject)
            scope.breakableDepth += 1
            for (i, c) in cases.enumerated() {
                let saved = scope.nextSlot
                beginBlock()
                for p in c.patterns { p.walk(self) }
                declarePatternBindings(c.patterns)
                for g in c.guards { if let g { visit(g) } }
                scope.switchCaseDepth += 1
                visit(c.body)
                scope.switchCaseDepth -= 1
                shareCapturedBindings(c.patterns)
                endBlock(savedSlot: saved)
                if c.fallsThrough, i + 1 < cases.count, !cases[i + 1].patterns.allSatisfy({ $0.bindings.isEmpty }) {
                    error("'fallthrough' cannot transfer control to a case that binds names", c.range)
                }
            }
            if let defaultBody { block(defaultBody) }
            scope.breakableDepth -= 1
            if defaultBody == nil { checkExhaustive(subject, cases, s.range) }
        case .doCatch(let body, let clauses):
            block(body)
            for c in clauses {
                let saved = scope.nextSlot
                beginBlock()
                c.pattern?.walk(self)
                if let d = c.implicitError { declareLocal(d) }
                if let p = c.pattern { declarePatternBindings([p]) }
                if let g = c.guardExpr { visit(g) }
                visit(c.body)
                endBlock(savedSlot: saved)
            }
        case .destructure(let pattern, let value, _):
            visit(value)
            pattern.walk(self)
            for d in pattern.bindings { declare(d) }
        case .deferStmt(let body):
            let savedLoop = scope.loopDepth, savedBreak = scope.breakableDepth
            // `break`, `continue` and `return` cannot leave a defer.
            scope.loopDepth = 0
            scope.breakableDepth = 0
            block(body)
            scope.loopDepth = savedLoop
            scope.breakableDepth = savedBreak
        case .multiple(let list):
            visit(list)
        case .labeled(let name, let inner):
            if scope.labels.contains(where: { $0.name == name }) { error("label '\(name)' is already in use here", s.range) }
            var isLoop = false
            switch inner.kind {
            case .forIn, .whileStmt, .repeatWhile: isLoop = true
            default: break
            }
            scope.labels.append((name, isLoop))
            visit(inner)
            scope.labels.removeLast()
        case .breakLabel(let name):
            if !scope.labels.contains(where: { $0.name == name }) { error("use of unknown label '\(name)'", s.range) }
        case .continueLabel(let name):
            if let l = scope.labels.last(where: { $0.name == name }) {
                if !l.isLoop { error("'continue' label '\(name)' does not name a loop", s.range) }
            } else {
                error("use of unknown label '\(name)'", s.range)
            }
        case .fallthroughStmt:
            if scope.switchCaseDepth == 0 { error("'fallthrough' is only allowed inside a switch case", s.range) }
        case .typeDecl(let t):
            if let d = t.binding, !atTopLevelBlock { declare(d) }
            visitType(t, info: t.kind == .extensionType ? globals.typeInfos[t.name] : nil)
        case .returnStmt(let e):
            if scope.isTopLevel { error("'return' outside of a function", s.range) }
            if let e { visit(e) }
        case .breakStmt:
            if scope.breakableDepth == 0 { error("'break' is only allowed inside a loop or switch", s.range) }
        case .continueStmt:
            if scope.loopDepth == 0 { error("'continue' is only allowed inside a loop", s.range) }
        case .importFile(let path, let ref):
            ref.module = importFile(path, s.range, standInFor: ref.standInFor)
        case .declaration(let node):
            node.walkChildren(self)
            if let d = node.binding { declare(d) }
        case .expression, .throwStmt, .expect, .innerField:
            s.walkChildren(self)
        }
    }

    /// Declares in a nested block even at the top level (loop variables, catch
    /// bindings are never globals).
    func declareLocal(_ d: VarDecl) {
        d.slot = scope.nextSlot
        scope.nextSlot += 1
        scope.maxSlot = max(scope.maxSlot, scope.nextSlot)
        // `_` names nothing, so any number of them may be declared (`{ _, _ in }`).
        if scope.locals.declare(d), d.name != "_", !guardShadows {
            error("invalid redeclaration of '\(d.name)'", d.range)
        }
    }

    func loop(_ body: () -> Void) {
        scope.loopDepth += 1
        scope.breakableDepth += 1
        body()
        scope.loopDepth -= 1
        scope.breakableDepth -= 1
    }

    /// Whether a block always leaves the enclosing scope: it ends in `return`,
    /// `throw`, `break` or `continue`, or in an `if`, `switch` or `do` whose every
    /// way through does.
    /// The standard library's functions that return `Never`.
    static let neverReturning: Set<String> = ["fatalError", "preconditionFailure"]

    static func exits(_ body: [Stmt]) -> Bool {
        guard let last = body.last else { return false }
        switch last.kind {
        case .returnStmt, .throwStmt, .breakStmt, .continueStmt, .breakLabel, .continueLabel: return true
        case .expression(let e):
            // A call of a function that never returns (`Never`): the program stops there.
            guard case .call(let callee, _) = e.kind, case .name(let name, _) = callee.kind else { return false }
            return Resolver.neverReturning.contains(name)
        case .labeled(_, let inner): return exits([inner])
        case .ifStmt(_, let then, let elseBranch?):
            return exits(then) && exits([elseBranch])
        case .block(let b): return exits(b)
        case .switchStmt(_, let cases, let defaultBody?):
            // `break` inside a switch only leaves the switch.
            return cases.allSatisfy { exitsPastSwitch($0.body) } && exitsPastSwitch(defaultBody)
        case .doCatch(let b, let clauses):
            return exits(b) && clauses.allSatisfy { exits($0.body) }
        default: return false
        }
    }

    private static func exitsPastSwitch(_ body: [Stmt]) -> Bool {
        if case .breakStmt? = body.last?.kind { return false }
        return exits(body)
    }

    func conditions(_ list: [Condition]) {
        for c in list {
            switch c {
            case .expr(let e):
                visit(e)
            case .binding(let d, let e):
                visit(e)
                declareLocal(d)
            case .pattern(let p, let e, _):
                visit(e)
                p.walk(self)
                markOptionalCaseValues(p)
                for d in p.bindings { declareLocal(d) }
            }
        }
    }

    /// `[sqrtTimesTen, { $0 * $0 }]`: Swift gives the array one element type, the
    /// named function's, so the closures' parameters take its types (an Int
    /// argument then arrives as a Double, as in Swift).
    func typeClosuresLikeTheirFunction(_ items: [Expr]) {
        var model: FunctionDecl? = nil
        for x in items {
            guard case .name(let n, _) = x.kind, let f = topLevelFunctions[n] else { continue }
            if f.params.allSatisfy({ $0.annotation != nil }) { model = f; break }
        }
        guard let model else { return }
        for x in items {
            guard case .closure(let c) = x.kind, c.params.count == model.params.count,
                  c.params.allSatisfy({ $0.annotation == nil }) else { continue }
            for (p, q) in zip(c.params, model.params) where q.annotation?.mayConvert == true { p.annotation = q.annotation }
            if c.returnType == nil, model.returnType?.mayConvert == true { c.returnType = model.returnType }
        }
    }

    static func isValueLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .literal(let v): return !v.isNil
        case .array, .dictionary, .interpolation, .tuple: return true
        default: return false
        }
    }

    func assignmentTarget(_ target: Expr) {
        if case .tuple(let items, _) = target.kind {
            for item in items { assignmentTarget(item) }
            return
        }
        if case .name = target.kind { resolvingTarget = true }
        visit(target)
        resolvingTarget = false
        noteChange(of: target)
        checkMutable(target, what: "assign to")
        if let r = target.rewrittenName {
            checkMemberMutation(r, what: "assign to")
        } else {
            checkMemberMutation(target, what: "assign to")
        }
    }

    /// Marks the function being resolved as changing its parameters when `target`
    /// (what is assigned to, or what a method is called on) is one of them or a
    /// part of one: a caller may then not lend it its arguments.
    func noteChange(of target: Expr) {
        var e = target
        while true {
            switch e.kind {
            case .member(let base, _, _), .subscriptAccess(let base, _, _), .forceUnwrap(let base), .optionalChain(let base):
                e = base
                continue
            case .name(_, let ref):
                if let rewritten = e.rewrittenName { e = rewritten; continue }
                if case .local(let d)? = ref.target, let f = scope.decl, f.params.contains(where: { $0 === d }) {
                    f.changesParameters = true
                }
            default: break
            }
            return
        }
    }

    /// Reports mutation of a `let` through a name or subscripts of it. A path through
    /// a property (`n.title = …`) mutates an object, which is allowed.
    func checkMutable(_ target: Expr, what: String, onlyKnownValues: Bool = false) {
        switch target.kind {
        case .name(let name, let ref):
            var decl: VarDecl?
            switch ref.target {
            case .local(let d)?, .ownFunction(let d)?: decl = d
            case .upvalue(_, let d)?: decl = d
            case .global(let index, let d)?:
                decl = d
                if let entry = globals.entry(at: index) {
                    d.holdsValueLiteral = entry.holdsValueLiteral
                    // A host's objects have methods, not mutations.
                    if entry.source == nil && onlyKnownValues { decl = nil }
                }
            case nil: decl = nil
            }
            // A method named like a mutation may belong to an object; only values
            // known to be arrays, dictionaries or strings are certainly wrong here.
            if onlyKnownValues, let d = decl, !d.holdsValueLiteral { decl = nil }
            // `self[key] = v` in a class, `store[key] = v` with `let store = Store()`
            // of a class: the object changes, not the constant.
            if let d = decl, d.selfKind == .object || d.selfKind == .type { decl = nil }
            // `Registry["host"] = "x"`: a type's static subscript.
            if decl?.isGlobal == true, globals.typeInfos[name] != nil { decl = nil }
            if let d = decl, d.selfKind == .none {
                var known = d.knownType
                if known == nil, case .global(let index, _)? = ref.target { known = globals.knownTypes[index] }
                // (`func apply(to doc: Document) { doc[id] = shape }` of a class `Document`.)
                if known == nil, case .named(let n, _)? = d.annotation?.unwrapped { known = n }
                if let t = known, globals.typeInfos[t]?.kind == .classType { decl = nil }
            }
            if let decl, decl.isConstant {
                error("cannot \(what) '\(name)': it is a 'let' constant; declare it with 'var' to change it", target.range)
            }
        case .subscriptAccess(let base, _, _):
            checkMutable(base, what: what, onlyKnownValues: onlyKnownValues)
        default: break
        }
    }

    func visit(_ f: FunctionDecl) {
        noteResult(of: f)
        let enclosing = scope
        // A function is its own loop context: `break` inside a closure does not reach out.
        scope = FunctionScope(decl: f, enclosing: enclosing)
        scope.typeContext = pendingTypeContext
        pendingTypeContext = nil
        // Default values are computed on entry, before the parameters exist (but
        // after a method's `self`, which `Self.ulpOfOne` reads the type off).
        let selfFirst = f.params.first?.name == "self"
        if selfFirst { declareLocal(f.params[0]) }
        for d in f.defaultValues { if let d { visit(d) } }
        for p in f.params.dropFirst(selfFirst ? 1 : 0) { declareLocal(p) }
        // The body is a scope of its own: `var t = t` shadows the parameter, as in Swift.
        beginBlock()
        visit(f.body)
        f.frameSize = scope.maxSlot
        f.captures = scope.captures
        scope = enclosing
    }

    // MARK: - Imports

    /// Loads, parses and resolves an imported file once; returns its module key.
    func importFile(_ path: String, _ range: SourceRange, standInFor: String? = nil) -> String? {
        guard scope.isTopLevel && scope.locals.blockCount == 1 else {
            error("'import' is only allowed at the top level of a file", range)
            return nil
        }
        guard let loader else {
            if let module = standInFor { error("no such module '\(module)'", range); return nil }
            error("'import' is not available here", range)
            return nil
        }
        let canonical: String
        let imported: Source
        do {
            (canonical, imported) = try loader(path, source.directory)
        } catch {
            importFailed = true
            if let module = standInFor {
                let provided = Parser.providedModules(registry).sorted().joined(separator: ", ")
                self.error("no such module '\(module)': qas provides \(provided); for another module, declare what the program uses "
                           + "from it in a stand-in file \(path) beside this file, which 'import \(module)' then loads", range)
                return nil
            }
            let reason = (error as? NativeError)?.message ?? "\(error)"
            self.error("cannot import '\(path)': \(reason)", range)
            return nil
        }
        if importStack.contains(canonical) {
            let cycle = (importStack.drop(while: { $0 != canonical }) + [canonical])
                .map { ($0 as NSStringLike).lastComponent }.joined(separator: " → ")
            error("import cycle: \(cycle)", range)
            importFailed = true
            return nil
        }
        if imports[canonical] != nil { return canonical }
        let module = Module(path: canonical, source: imported)
        imports[canonical] = module
        var parser = Parser(source: imported, registry: registry)
        let body = parser.parseProgram()
        diagnostics += parser.diagnostics
        guard parser.diagnostics.isEmpty else { importFailed = true; return canonical }
        let sub = Resolver(source: imported, globals: globals, loader: loader, registry: registry,
                           imports: imports, importStack: importStack + [canonical])
        module.frameSize = sub.resolveProgram(body)
        diagnostics += sub.diagnostics
        // One name, one global: a file and what it imports (or two imports)
        // declaring the same name would silently share it.
        let file = (canonical as NSStringLike).lastComponent
        for (name, theirs) in sub.declaredRanges.sorted(by: { $0.value.start < $1.value.start }) {
            let where_ = "\(imported.parts.isEmpty ? file : (imported.name(at: theirs.start) as NSStringLike).lastComponent):\(imported.location(of: theirs.start).line)"
            if let mine = declaredRanges[name] {
                error("invalid redeclaration of '\(name)': the imported \(where_) declares it too", mine)
            } else if let other = importedNames[name] {
                error("'\(name)' is declared by both \(other) and \(where_), which this file imports", range)
            } else {
                importedNames[name] = where_
            }
        }
        imports.merge(sub.imports) { a, _ in a }
        module.body = body
        return canonical
    }

    // MARK: - Expressions

    func visit(_ e: Expr) {
        switch e.kind {
        case .array(let items) where items.count > 1:
            typeClosuresLikeTheirFunction(items)
            for x in items { visit(x) }
        case .name(let name, let ref):
            resolve(name, ref, e.range)
        case .customOperator(let op, let operands, let ref):
            for x in operands {
                // `++z` with an `inout` operand: the variable is passed, and changed.
                guard case .inoutArgument(let target) = x.kind else { visit(x); continue }
                visit(target)
                passInout(target)
            }
            // The function of that name, when the program has one (else a type's
            // static operator function answers when it runs).
            if lookupLocal(op, in: scope) != nil || capture(op, in: scope) != nil || globals.entry(op) != nil {
                resolve(op, ref, e.range)
            }
        case .call(let callee, let args):
            if case .member(_, "reduce", _) = callee.kind, args.count == 2, args[0].label == nil,
               case .closure(let body) = args[1].value.kind, let accumulator = body.params.first, accumulator.annotation == nil,
               case .cast(_, let t, .plain) = args[0].value.kind, case .optional = t {
                // `reduce(nil as Set<Int>?) { acc, x in acc.map { … } ?? x }`: the accumulator is Optional.
                accumulator.copiedAnnotation = t
            }
            if case .member(_, "reduce", _) = callee.kind, args.count == 2, args[0].label == "into",
               case .closure(let body) = args[1].value.kind, let accumulator = body.params.first, accumulator.annotation == nil,
               let t = Parser.madeCollectionType(args[0].value), t.mayConvert {
                // `reduce(into: [String: Double]()) { $0[k, default: 0] += 1 }`: the
                // accumulator has the type of what it starts as.
                accumulator.copiedAnnotation = t
            }
            if case .name("sequence", _) = callee.kind, args.count == 2, args[0].label == "state",
               case .closure(let next) = args[1].value.kind, let state = next.params.first {
                // `sequence(state: s) { state in … }`: the closure takes the state inout.
                state.isInout = true
            }
            if case .name(let n, let ref) = callee.kind, n == "min" || n == "max", args.count >= 2, args.allSatisfy({ $0.label == nil }) {
                // `max(0, n - count)` inside a collection's extension: the global
                // function, as Swift finds it when the member's `max()` cannot take these.
                preferGlobal = true
                resolve(n, ref, callee.range)
                preferGlobal = false
            } else {
                visit(callee)
            }
            for a in args {
                guard case .inoutArgument(let target) = a.value.kind else { visit(a.value); continue }
                visit(target)
                passInout(target)
            }
            checkAmpersands(callee, args)
            if case .member(let base, let name, _) = callee.kind {
                noteChange(of: base)
                if mutatingMethods.contains(name) {
                    checkMutable(base, what: "use mutating member '\(name)' on", onlyKnownValues: true)
                }
                checkMutatingCall(base, name)
            } else if case .member(let base, let name, _)? = callee.rewrittenName?.kind {
                checkMutatingCall(base, name)
            }
        case .inoutArgument:
            error("'&' passes a variable to an 'inout' parameter; it is allowed only as a whole argument of a call", e.range)
        default:
            e.walkChildren(self)
        }
    }

    /// A call of a top-level function passes `&` exactly where its parameters are
    /// `inout`, as Swift requires (checked when each argument has its parameter).
    func checkAmpersands(_ callee: Expr, _ args: [Argument]) {
        func marked(_ a: Argument) -> Bool {
            if case .inoutArgument = a.value.kind { return true }
            return false
        }
        guard case .name(let name, let ref) = callee.kind, case .global(let index, _)? = ref.target else { return }
        guard let f = topLevelFunctions[name], f.nameDecl?.slot == index else { return }
        if !f.params.contains(where: \.isInout) {
            if let a = args.first(where: marked) { error("'\(name)' has no 'inout' parameter: pass the value without '&'", a.value.range) }
            return
        }
        guard args.count == f.params.count, !f.params.contains(where: \.isVariadic) else { return }
        for (a, p) in zip(args, f.params) {
            if p.isInout && !marked(a) {
                error("'\(name)' takes '\(p.name)' inout: pass a variable as '&\(p.name)'", a.value.range)
            } else if !p.isInout && marked(a) {
                error("parameter '\(p.name)' of '\(name)' is not 'inout': pass the value without '&'", a.value.range)
            }
        }
    }

    /// `&target`: something that can be changed, and changed here.
    func passInout(_ target: Expr) {
        switch (target.rewrittenName ?? target).kind {
        case .name, .member, .subscriptAccess:
            noteChange(of: target)
            checkMutable(target, what: "change")
            checkMemberMutation(target, what: "change")
        default:
            error("cannot pass this expression to an 'inout' parameter; pass a variable, property or element", target.range)
        }
    }
}

/// Methods that change the value they are called on.
let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeValue", "removeLast", "removeFirst", "removeAll",
    "sort", "reverse", "toggle", "updateValue", "formUnion", "formIntersection", "subtract",
    "formSymmetricDifference", "popLast", "popFirst", "swapAt", "reserveCapacity", "removeSubrange", "replaceSubrange", "merge",
    "shuffle",
]

/// The last path component, without Foundation.
private protocol NSStringLike { var lastComponent: String { get } }
extension String: NSStringLike {
    fileprivate var lastComponent: String {
        split(separator: "/").last.map(String.init) ?? self
    }
}

extension Resolver {
    /// Whether statements `return` a value anywhere (closures aside).
    static func returnsValue(_ list: [Stmt]) -> Bool {
        list.contains { s in
            switch s.kind {
            case .returnStmt(let e): return e != nil
            case .block(let b), .multiple(let b), .guardStmt(_, let b), .whileStmt(_, let b), .repeatWhile(let b, _),
                 .forIn(_, _, let b), .deferStmt(let b):
                return returnsValue(b)
            case .ifStmt(_, let then, let elseBranch):
                return returnsValue(then) || elseBranch.map { returnsValue([$0]) } == true
            case .switchStmt(_, let cases, let defaultBody):
                return cases.contains { returnsValue($0.body) } || returnsValue(defaultBody ?? [])
            case .doCatch(let body, let clauses):
                return returnsValue(body) || clauses.contains { returnsValue($0.body) }
            case .labeled(_, let inner):
                return returnsValue([inner])
            default:
                return false
            }
        }
    }
}
