#if canImport(Glibc)
import Glibc
#endif
import QASBase

/// Compiles and runs qas programs, keeping globals between runs: the REPL and a
/// host that runs several scripts on one interpreter see earlier declarations.
///
/// ```swift
/// let qas = Interpreter()
/// try qas.run(Source(name: "demo.qas", text: "print(1 + 2)"))   // prints 3
/// ```
package final class Interpreter {
    package let runtime = Runtime()
    package let globals = GlobalTable()
    /// The declaration forms the host added.
    package let declarations = DeclarationRegistry()
    /// Imported files, by canonical path: each is parsed, compiled and run once.
    private var modules: [String: Module] = [:]
    /// Reads imported files; replace it to serve imports from elsewhere.
    package var readFile: (String) throws -> [UInt8] = Interpreter.readWholeFile
    /// What a host reads before a module folder's files (`import "Lib"`): its
    /// own declarations derived from the folder's other files.
    package var modulePrelude: (String) -> [(name: String, bytes: [UInt8])] = { _ in [] }

    package init() {
        StandardLibrary.install(in: self)
        NumericLibrary.install(in: self)
        Decimals.install(in: self)
        SizedIntegers.install(in: self)
        Concurrency.install(in: self)
        do {
            try runLibrary(Source(name: "Swift", text: SwiftLibrarySource.optionSet), module: "Swift")
        } catch {
            preconditionFailure("Swift's OptionSet does not compile: \(error)")
        }
    }

    deinit { release() }

    /// Lets go of every value the program made. A host's natives may hold the
    /// host, which holds this runtime, whose globals hold the natives; and a
    /// recursive function's code holds its own holder. Neither cycle would be
    /// freed otherwise. The interpreter runs nothing afterwards.
    package func release() {
        globals.releaseFunctions()
        runtime.releaseValues()
    }

    /// The language's keywords (for completion).
    package static var keywordNames: [String] { Array(keywords.keys).sorted() }

    /// Properties and methods a value offers (for completion).
    package static func memberNames(of value: Value) -> [String] {
        switch value {
        case .object(let o): return o.memberNames
        case .instance(let i): return i.type.memberNames
        case .type(let t): return t.staticMemberNames + (t.kind == .protocolType ? [] : ["init"])
        case .native(let f): return ["Int": ["max", "min"], "Double": ["pi", "infinity", "nan", "greatestFiniteMagnitude"]][f.name] ?? []
        default: return Builtins.propertyNames(of: value) + Builtins.methodNames(of: value)
        }
    }

    /// What `.name` may be: a host's values and the cases of the script's enums.
    package var implicitMemberNames: [String] {
        Array(runtime.implicitMembers.keys) + runtime.types.allTypes.filter { !$0.isLibrary }.flatMap { $0.cases.map(\.name) }
    }

    /// Defines (or redefines) a global visible to every later program.
    package func define(_ name: String, _ value: Value, constant: Bool = true) {
        let index = globals.declare(name, constant: constant)
        runtime.setGlobal(index, value)
        if case .native = value, TypeRegistry.builtinNames[name] != nil { runtime.types.builtinTypeValues[name] = value }
    }

    /// Says that calling the host's `type` (or function) with these labels
    /// (`Decimal(string:)`, `readLine()`) may fail: the result is an
    /// Optional, printed and mapped as one.
    package func declareOptionalResult(_ type: String, labels: [String?]) {
        globals.libraryDeclared.failableInitializers.insert(DeclaredResults.callKey(type, labels))
    }

    /// The current value of a global, if declared.
    package func value(of name: String) -> Value? {
        globals.index(of: name).map { runtime.global($0) }
    }

    /// Parses, resolves and compiles a program; throws `CompileError` listing
    /// every problem found.
    package func compile(_ source: Source, keepingLastValue: Bool = false) throws -> CompiledProgram {
        let release = BackgroundRelease.start(for: source)
        defer { release?.finish() }
        return try compile(statements: try parse(source), source, keepingLastValue: keepingLastValue, release: release)
    }

    /// Resolves and compiles statements parsed from `source`. Given the only
    /// copy of them, it frees each top-level statement once compiled.
    func compile(statements: consuming [Stmt], _ source: Source, keepingLastValue: Bool = false,
                 release: BackgroundRelease? = nil) throws -> CompiledProgram {
        let (frameSize, imported) = try resolve(statements, source)
        let endsWithExpression: Bool
        if keepingLastValue, let last = statements.last, case .expression(let e) = last.kind {
            // The value of a trailing expression becomes the result.
            statements[statements.count - 1].kind = .returnStmt(e)
            endsWithExpression = true
        } else {
            endsWithExpression = false
        }
        modules.merge(imported) { a, _ in a }
        let functionSlots = statements.compactMap { s -> Int? in
            guard case .function(let f) = s.kind, let d = f.nameDecl, d.isGlobal else { return nil }
            return d.slot
        }
        // Room for the types the program makes as it starts, at once: a table
        // grown a type at a time rehashes all it holds each time it doubles.
        let typeCount = statements.count { if case .typeDecl(let t) = $0.kind { return t.kind != .extensionType }; return false }
        runtime.types.reserve(typeCount)
        let compiler = Compiler(source: source, globals: globals, modules: modules, fastPaths: specialises, release: release)
        compiler.parallel = parallelFrontEnd
        let code = compiler.compileProgram(taking: &statements)
        specialisationCounts.add(compiler.fired)
        globals.commit()
        runtime.ensureGlobals(globals.count)
        // Top-level functions exist before the first statement runs, so code may
        // call (or pass around) one declared further down.
        for slot in functionSlots {
            if let fn = globals.holder(at: slot)?.function { runtime.setGlobal(slot, .function(fn)) }
            if let holders = globals.overloads[slot] {
                // (Beside a host's function of the name, which takes what the program's do not.)
                var fallback: Value? = nil
                if globals.builtinFallbacks.contains(slot) {
                    switch runtime.global(slot) {
                    case .native(let f): fallback = .native(f)
                    case .object(let o as OverloadSet): fallback = o.fallback
                    default: break
                    }
                }
                runtime.setGlobal(slot, .object(OverloadSet(holders.compactMap(\.function), fallback: fallback)))
            }
        }
        return CompiledProgram(code: code, frameSize: frameSize, source: source, endsWithExpression: endsWithExpression)
    }

    func parse(_ source: Source) throws -> [Stmt] {
        if let bad = Interpreter.firstInvalidUTF8(source.bytes) {
            throw CompileError([Diagnostic("invalid UTF-8 in source (byte 0x\(String(source.bytes[bad], radix: 16, uppercase: true)))",
                                           at: SourceLocation(source, SourceRange(bad, bad + 1)))])
        }
        if source.bytes.count >= TwoThreads.minimumSourceSize, let cut = ParallelParse.cut(source.bytes),
           let statements = ParallelParse.parse(source, registry: declarations, cut: cut) {
            return statements
        }
        var parser = Parser(source: source, registry: declarations)
        let statements = parser.parseProgram()
        if !parser.diagnostics.isEmpty { throw CompileError(parser.diagnostics) }
        return statements
    }

    /// The canonical layout of a program (`qas fmt`); throws its syntax errors,
    /// for only a program that parses is formatted.
    package func format(_ source: Source) throws -> String {
        // Laying a program out holds it as pieces, lines and two token lists at
        // once: refuse up front what would pass the memory limit.
        let needed = source.bytes.count.multipliedReportingOverflow(by: Limits.formatMemoryPerSourceByte).partialValue
        if let limit = runtime.memoryLimit, needed > limit {
            throw RuntimeError("\(source.name) is \(MemoryGuard.format(source.bytes.count)); laying it out takes about \(MemoryGuard.format(needed)), more than the memory limit of \(MemoryGuard.format(limit)) (--max-memory)",
                               at: SourceLocation(source, SourceRange(0, 0)), kind: .memoryLimitExceeded)
        }
        _ = try parse(source)
        switch SourceFormatter.format(source) {
        case .success(let text):
            guard SourceFormatCheck.keepsMeaning(source, Source(name: source.name, text: text)) else {
                throw CompileError([Diagnostic("qas fmt cannot lay this program out without changing what it means; it is left as it is (please report it)",
                                               at: SourceLocation(source, SourceRange(0, 0)))])
            }
            return text
        case .failure(let e):
            throw CompileError([Diagnostic(e.message, at: SourceLocation(source, SourceRange(e.offset, e.offset + 1)))])
        }
    }

    /// Lets every imported file run again at its next import.
    func resetModules() {
        for m in modules.values { m.hasRun = false }
    }

    /// Resolves names; on failure the globals are as they were before.
    private func resolve(_ statements: [Stmt], _ source: Source, loading: Bool = true) throws -> (Int, [String: Module]) {
        let mark = globals.mark()
        let resolver = Resolver(source: source, globals: globals, loader: loading ? load : nil, registry: declarations,
                                imports: modules, importStack: [source.name].compactMap(canonicalPath))
        resolver.parallel = parallelFrontEnd
        let frameSize = resolver.resolveProgram(statements)
        if !resolver.diagnostics.isEmpty {
            // Nothing ran: earlier declarations stay exactly as they were.
            globals.rollback(to: mark)
            throw CompileError(resolver.diagnostics)
        }
        return (frameSize, resolver.allImports)
    }

    /// Compiles a program as `compile` does and throws its diagnostics, but keeps
    /// nothing: the globals, imports and functions stay as they were (for editors
    /// and fuzzers that check text without running it).
    package func check(_ source: Source) throws {
        let statements = try parse(source)
        let mark = globals.mark()
        defer { globals.rollback(to: mark) }
        let resolver = Resolver(source: source, globals: globals, loader: load, registry: declarations,
                                imports: modules, importStack: [source.name].compactMap(canonicalPath))
        _ = resolver.resolveProgram(statements)
        if !resolver.diagnostics.isEmpty { throw CompileError(resolver.diagnostics) }
        let compiler = Compiler(source: source, globals: globals, modules: modules.merging(resolver.allImports) { a, _ in a }, fastPaths: specialises)
        _ = compiler.compileProgram(statements)
        specialisationCounts.add(compiler.fired)
    }

    /// Runs only a program's hoisted declarations, without the rest of it: for
    /// tools that read what a script declares without running it.
    package func runHoistedDeclarations(_ source: Source) throws {
        let statements = try parse(source).filter { s in
            if case .declaration(let d) = s.kind { return d.form.hoisted }
            return false
        }
        let (frameSize, _) = try resolve(statements, source, loading: false)
        let code = Compiler(source: source, globals: globals, fastPaths: specialises).compileProgram(statements)
        globals.commit()
        runtime.ensureGlobals(globals.count)
        try run(CompiledProgram(code: code, frameSize: frameSize, source: source, endsWithExpression: false))
    }

    /// Runs a compiled program. Runtime errors are thrown as `RuntimeError`.
    package func run(_ program: CompiledProgram) throws {
        try inRunContext {
            if !namedModule {
                // Like swiftc, the first file run names the module (`app.swift`: `app`).
                namedModule = true
                if let name = Interpreter.moduleName(of: program.source) { runtime.moduleName = name }
                runtime.programDirectory = program.source.directory
                if !program.source.parts.isEmpty, let folder = program.source.directory { runtime.moduleFolders.append(folder) }
            }
            runtime.failedExpectations = []
            do {
                try runtime.runTopLevel(program.code, frameSize: program.frameSize)
            } catch var e as RuntimeError {
                e.earlierFailures = runtime.failedExpectations
                runtime.failedExpectations = []
                throw e
            }
            // Every expectation that failed, the last one carrying the others.
            if var last = runtime.failedExpectations.popLast() {
                last.earlierFailures = runtime.failedExpectations
                runtime.failedExpectations = []
                throw last
            }
        }
    }

    private var namedModule = false

    /// Runs a library written in Swift (a host's views): its types belong to
    /// `module` and count as the library's, so a program's `.name` without a
    /// context never guesses them, and the next program still names its module.
    package func runLibrary(_ source: Source, module: String) throws {
        // (Its `weak` properties do not make every program release its
        // variables as scopes end: only a program that says `weak` or `deinit` does.)
        let savedName = runtime.moduleName, named = namedModule, lifetimes = globals.objectLifetimesObservable
        runtime.moduleName = module
        namedModule = true
        // (Nor do its compiled sites count among the program's specialisations.)
        // Nor what its declarations give (`remove(_:)` giving an Optional) stand
        // for a program's methods of the same name when they print.
        let counts = specialisationCounts, declared = globals.declared
        defer {
            runtime.moduleName = savedName; namedModule = named; globals.objectLifetimesObservable = lifetimes
            specialisationCounts = counts
            globals.libraryDeclared.merge(globals.declared)
            globals.declared = declared
        }
        let before = Set(runtime.types.types.keys)
        try run(source)
        for (name, t) in runtime.types.types where !before.contains(name) { runtime.types.markLibrary(name, t) }
    }

    /// The module a source is: a file's stem, a folder's name.
    static func moduleName(of source: Source) -> String? {
        guard !source.parts.isEmpty else { return moduleName(forFile: source.name) }
        let folder = source.name.split(separator: "/").last.map(String.init) ?? source.name
        return moduleName(forFile: folder + ".swift")
    }

    /// The module name swiftc would give a file: its name without the extension,
    /// when that is an identifier.
    static func moduleName(forFile path: String) -> String? {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard file.hasSuffix(".swift") || file.hasSuffix(".qas") else { return nil }
        let stem = file.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard let first = stem.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
              stem.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }) else { return nil }
        return stem
    }

    /// Compiles and runs a source.
    package func run(_ source: Source) throws {
        lastProgram = nil
        let program = try compile(source)
        lastProgram = program
        try run(program)
    }

    /// Whether programs are compiled with the specialisations
    /// (`Compile/Specialised`); without, every site takes its generic form, as
    /// `QAS_GENERIC_ONLY=1` asks for the whole process. What a program does is
    /// the same either way (the goldens and a fuzz target check it).
    package var specialises = Compiler.fastPathsByDefault

    /// The sites each specialisation compiled in this interpreter's programs.
    package var specialisationCounts = SpecialisationCounts()

    /// Whether a large program (1 MB or more) is resolved and compiled partly on
    /// a second thread (`ParallelResolve.swift`, `ParallelCompile.swift`), as it
    /// is parsed. Tests compare the two ways.
    var parallelFrontEnd = true

    /// The program `run(_:)` ran last, kept until the next: freeing a large
    /// program's code the moment it ends is work for nothing when the process
    /// is about to exit (`qas app.qas`), and its functions live on in the globals anyway.
    private var lastProgram: CompiledProgram?

    /// Evaluates source as a program whose last statement, if it is an expression,
    /// gives the result (the REPL prints it).
    package func evaluate(_ source: Source) throws -> Value? {
        let program = try compile(source, keepingLastValue: true)
        runtime.returnValue = .null
        try run(program)
        // A REPL stays up: the tasks an entry made run once it is done. (A
        // program's top-level code ending ends the process, as in Swift, with
        // any task still waiting left unrun.)
        try runtime.tasks.runWaiting(runtime)
        defer { runtime.returnValue = .null }
        return program.endsWithExpression ? runtime.returnValue : nil
    }

    // MARK: - Files

    private func canonicalPath(_ name: String) -> String? {
        guard name.hasSuffix(".qas") else { return nil }
        return Interpreter.realPath(name) ?? name
    }

    /// Resolves an import relative to the importing file and reads it.
    private func load(_ path: String, _ directory: String?) throws -> (String, Source) {
        var full = path
        if !path.hasPrefix("/") { full = (directory.map { $0 + "/" } ?? "") + path }
        let canonical = Interpreter.realPath(full) ?? full
        if ModuleFolder.isFolder(canonical) {
            // A folder is a module of its `.swift` files.
            do {
                let module = try ModuleFolder.load(full, prelude: modulePrelude(full))
                if !runtime.moduleFolders.contains(full) { runtime.moduleFolders.append(full) }
                return (canonical, module)
            } catch let e as FileError {
                throw NativeError(e.path == full ? e.reason : e.description)
            }
        }
        let bytes: [UInt8]
        do { bytes = try readFile(canonical) } catch let e as FileError {
            throw NativeError(e.reason)
        } catch { throw NativeError("\(error)") }
        if let bad = Interpreter.firstInvalidUTF8(bytes) {
            throw NativeError("invalid UTF-8 at byte \(bad) of \(full)")
        }
        let dir = full.contains("/") ? String(full[..<full.lastIndex(of: "/")!]) : directory
        return (canonical, Source(name: full, bytes: bytes, directory: dir ?? "."))
    }

    package static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// Reads a whole program file: a regular file (never a device, a FIFO or a
    /// directory) of at most `Limits.sourceFileSize` bytes; otherwise an error
    /// that names it and says why.
    package static func readWholeFile(_ path: String) throws -> [UInt8] {
        do {
            return try RegularFile.read(path, limit: Limits.sourceFileSize)
        } catch let e as RegularFile.Failure {
            throw FileError(path: path, reason: e.reason)
        }
    }

    /// The offset of the first byte that is not valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { raw -> Int? in
            var i = 0
            let n = raw.count
            while i < n {
                // ASCII, nearly all of any program, eight bytes at a time.
                if i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    i += 8
                    continue
                }
                let b = raw[i]
                if b < 0x80 { i += 1; continue }
                var len = 0
                var minimum: UInt32 = 0
                var value: UInt32 = 0
                if b & 0xE0 == 0xC0 { len = 2; minimum = 0x80; value = UInt32(b & 0x1F) }
                else if b & 0xF0 == 0xE0 { len = 3; minimum = 0x800; value = UInt32(b & 0x0F) }
                else if b & 0xF8 == 0xF0 { len = 4; minimum = 0x10000; value = UInt32(b & 0x07) }
                else { return i }
                guard i + len <= n else { return i }
                for k in 1..<len {
                    guard raw[i + k] & 0xC0 == 0x80 else { return i }
                    value = value << 6 | UInt32(raw[i + k] & 0x3F)
                }
                if value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF) { return i }
                i += len
            }
            return nil
        }
    }
}

/// A file that could not be read.
package struct FileError: Error, CustomStringConvertible {
    package let path: String
    package let reason: String
    package var description: String { "cannot read '\(path)': \(reason)" }
}

/// A program ready to run.
package struct CompiledProgram {
    let code: StmtCode
    let frameSize: Int
    package let source: Source
    /// True when the last statement is an expression whose value is the result.
    let endsWithExpression: Bool
}
