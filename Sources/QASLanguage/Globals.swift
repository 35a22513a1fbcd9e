/// The global names of one engine. It outlives a single compilation, so the REPL
/// and `import` add to it and later inputs see earlier declarations.
public final class GlobalTable {
    struct Entry {
        let name: String
        let index: Int
        let isConstant: Bool
        /// Where it was declared, to catch use before declaration at top level.
        let source: Source?
        let offset: Int
        /// Set for a top-level `func`: calls bind to it directly.
        let function: FunctionDecl?
        /// Initialised with a literal value (see `VarDecl.holdsValueLiteral`).
        var holdsValueLiteral = false
    }
    private(set) var entries: [Entry] = []
    private var byName: [String: Int] = [:]

    public init() {}

    /// The index of a global name, if declared.
    public func index(of name: String) -> Int? { byName[name] }
    func entry(_ name: String) -> Entry? { byName[name].map { entries[$0] } }
    func entry(at index: Int) -> Entry? { index < entries.count ? entries[index] : nil }
    func setHoldsValueLiteral(_ index: Int, _ flag: Bool) {
        if index < entries.count { entries[index].holdsValueLiteral = flag }
    }
    public var names: [String] { Array(byName.keys) }
    public var count: Int { entries.count }
    func functionDecl(at index: Int) -> FunctionDecl? { index < entries.count ? entries[index].function : nil }

    /// A point to roll back to when a compilation fails.
    struct Mark { let count: Int; let byName: [String: Int] }
    func mark() -> Mark { Mark(count: entries.count, byName: byName) }
    /// Forgets the globals declared since `mark` (their program never ran).
    func rollback(to mark: Mark) {
        entries.removeLast(entries.count - mark.count)
        byName = mark.byName
    }

    /// Declares (or re-declares, shadowing) a global and returns its index.
    @discardableResult
    func declare(_ name: String, constant: Bool, source: Source? = nil, offset: Int = 0,
                 function: FunctionDecl? = nil) -> Int {
        let index = entries.count
        entries.append(Entry(name: name, index: index, isConstant: constant, source: source, offset: offset,
                             function: function))
        byName[name] = index
        return index
    }
}
