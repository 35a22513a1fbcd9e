/// The global names of one interpreter. It outlives a single compilation, so the
/// REPL and `import` add to it and later inputs see earlier declarations.
///
/// Declaring a name again in a later input rebinds it: the name keeps its slot, so
/// code compiled earlier (a function that calls `helper`) sees the new value, as a
/// REPL user expects after redefining `helper`.
package final class GlobalTable {
    /// Whether a program on this engine declared a `deinit` or a `weak` or
    /// `unowned` reference: then when an object is freed can be seen, and
    /// scopes release their variables as they end (`Compiler.releasesAtScopeEnd`).
    var objectLifetimesObservable = false
    /// The type written on each global that has one, by slot (`let shapes: [Shape]`).
    var annotations: [Int: TypeRef] = [:]
    /// Globals declared `weak` or `unowned`, by slot.
    var weakGlobals: [Int: Ownership] = [:]
    /// What the programs' declarations say their calls give (`DeclaredResults`).
    var declared = DeclaredResults()
    /// What the Swift-written libraries' declarations give (`NumberFormatter`'s
    /// `string(from:)` an Optional): asked only of a name and labels the
    /// program declares nothing of.
    var libraryDeclared = DeclaredResults()
    /// Top-level functions sharing a name, by slot: each one's holder. The
    /// global holds them as one overload set, chosen from by each call.
    var overloads: [Int: [FunctionHolder]] = [:]
    /// Slots where a program's function has the name of one the host defines
    /// (`func print(_ board: [[Int]])`): a call its types do not fit goes to the host's.
    var builtinFallbacks: Set<Int> = []
    /// Globals made from a call (`let found = find(id)`), by slot: the call, to
    /// tell whether the global holds an Optional.
    var initialCalls: [Int: Expr] = [:]
    struct Entry {
        let name: String
        let index: Int
        var isConstant: Bool
        /// Where it was declared, to catch use before declaration at top level.
        var source: Source?
        var offset: Int
        /// Set for a top-level `func`, its parameter count: calls bind to it
        /// directly. (Not the declaration: that would keep its tree alive.)
        var functionArity: Int?
        /// Where that function's value lives once made; call sites compiled before
        /// it (recursion, hoisting, earlier REPL inputs) find it here.
        var holder: FunctionHolder?
        /// Initialised with a literal value (see `VarDecl.holdsValueLiteral`).
        var holdsValueLiteral = false
    }
    // Declared into and looked up for every name a program uses: the run-time
    // exclusivity checks (millions in a large program) are left out.
    @exclusivity(unchecked) private(set) var entries: [Entry] = []
    @exclusivity(unchecked) private var byName: [String: Int] = [:]
    /// What the resolver knows of declared types, by name and by path (`Outer.Inner`).
    @exclusivity(unchecked) var typeInfos: [String: TypeInfo] = [:]
    /// Members a type declares that an extension of a protocol it conforms to
    /// also declares without the protocol requiring them, by member name: the
    /// types that have such a member. Which one Swift calls depends on the
    /// static type of the receiver (see `Compiler.shadowedMemberRead`).
    @exclusivity(unchecked) var shadowedMembers: [String: Set<String>] = [:]
    /// The script type a global variable is known to hold, by its index.
    @exclusivity(unchecked) var knownTypes: [Int: String] = [:]
    /// The declared type of a global whose writes may make an Int a Double (see
    /// `VarDecl.convertingType`), by its index.
    @exclusivity(unchecked) var convertingTypes: [Int: TypeRef] = [:]
    /// The globals declared with an Optional type (`let city: String? = …`).
    @exclusivity(unchecked) var optionalGlobals: Set<Int> = []
    /// Names of the `mutating` methods any script type (or extension) declares:
    /// only calls of these need the code that writes `self` back.
    var mutatingMethodNames: Set<String> = []
    /// Whether a struct declares a `mutating get` subscript.
    var declaresMutatingGetter = false

    package init() {}

    /// The index of a global name, if declared.
    package func index(of name: String) -> Int? { byName[name] }
    func entry(_ name: String) -> Entry? { byName[name].map { entries[$0] } }
    func entry(at index: Int) -> Entry? { index < entries.count ? entries[index] : nil }
    func setHoldsValueLiteral(_ index: Int, _ flag: Bool) {
        if index < entries.count { entries[index].holdsValueLiteral = flag }
    }
    package var names: [String] { Array(byName.keys) }
    package var count: Int { entries.count }
    /// The parameter count of the top-level function at `index`, if it is one.
    func functionArity(at index: Int) -> Int? { index < entries.count ? entries[index].functionArity : nil }

    /// A name several functions share is never bound to one at compile time.
    func forgetFunction(at index: Int) {
        guard index < entries.count else { return }
        entries[index].functionArity = nil
        entries[index].holder = nil
    }
    func holder(at index: Int) -> FunctionHolder? { index < entries.count ? entries[index].holder : nil }

    /// Lets go of every function the holders keep: a function whose code calls
    /// itself holds its holder, which holds it, and neither would be freed.
    func releaseFunctions() {
        for e in entries { e.holder?.function = nil }
    }

    /// A point to roll back to when a compilation fails.
    struct Mark {
        let count: Int
        let byName: [String: Int]
        /// Entries that existed before and were rebound since, with the function
        /// their holder held (compiling the new code points the holder at it).
        var rebound: [Int: (entry: Entry, function: Function?)] = [:]
    }
    /// The mark of the compilation under way.
    private var openMark: Mark?

    func mark() -> Mark {
        let m = Mark(count: entries.count, byName: byName)
        openMark = m
        return m
    }

    /// Forgets what was declared since `mark` (its program never ran).
    func rollback(to mark: Mark) {
        let rebound = openMark?.rebound ?? [:]
        // The forgotten functions' code holds their holders: let them go.
        for e in entries[mark.count...] { e.holder?.function = nil }
        entries.removeLast(entries.count - mark.count)
        for (i, old) in rebound where i < entries.count {
            entries[i] = old.entry
            old.entry.holder?.function = old.function
        }
        byName = mark.byName
        openMark = nil
    }

    /// Declares a global and returns its index. A name declared by an earlier
    /// compilation keeps its slot and is rebound; `declaredNow` are the names the
    /// current compilation declared (where a second one is a redeclaration error
    /// the resolver reports).
    @discardableResult
    func declare(_ name: String, constant: Bool, source: Source? = nil, offset: Int = 0,
                 functionArity: Int? = nil) -> Int {
        if let i = byName[name], let m = openMark, i < m.count {
            if m.rebound[i] == nil { openMark?.rebound[i] = (entries[i], entries[i].holder?.function) }
            var e = entries[i]
            e.isConstant = constant
            e.source = source
            e.offset = offset
            e.holdsValueLiteral = false
            // A function keeps its holder, so earlier callers call the new one.
            e.holder = functionArity == nil ? nil : (e.holder ?? FunctionHolder())
            e.functionArity = functionArity
            entries[i] = e
            return i
        }
        let index = entries.count
        entries.append(Entry(name: name, index: index, isConstant: constant, source: source, offset: offset,
                             functionArity: functionArity, holder: functionArity == nil ? nil : FunctionHolder()))
        byName[name] = index
        return index
    }

    /// Room for `n` more globals, declared next. At least doubled when it grows,
    /// so that many small inputs (a REPL session) do not each copy the table.
    func reserveCapacity(_ n: Int) {
        let wanted = entries.count + n
        guard wanted > entries.capacity else { return }
        let capacity = max(wanted, entries.capacity * 2)
        entries.reserveCapacity(capacity)
        byName.reserveCapacity(capacity)
    }

    /// Ends a compilation that succeeded: its declarations stay. A function
    /// rebound to a value no longer serves the callers bound to it.
    func commit() {
        for (i, old) in openMark?.rebound ?? [:] where entries[i].holder == nil { old.entry.holder?.function = nil }
        openMark = nil
    }
}
