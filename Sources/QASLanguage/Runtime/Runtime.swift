#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CRuntimeSupport

/// How a statement finished.
enum Flow { case normal, breakLoop, continueLoop, returned }

typealias ExprCode = (Runtime) throws -> Value
typealias StmtCode = (Runtime) throws -> Flow

/// The compiled, shareable part of a function.
final class FunctionProto {
    let name: String
    let paramNames: [String]
    /// Argument labels that differ from the parameter names; both are accepted.
    var argumentLabels: [String?] = []
    /// The labels a call writes (nil for `_`), which tell methods of one name apart.
    var callLabels: [String?] = []
    /// Parameters with a default value, by index.
    var defaultIndices: Set<Int> = []
    /// A struct's method that changes `self`.
    var isMutating = false
    /// The parameters' declared types, for choosing among operators of one name.
    var parameterTypes: [TypeRef?] = []
    /// The parameter declared `T...`, which takes any number of arguments as an array.
    var variadicIndex: Int? {
        didSet { positionalArity = variadicIndex == nil ? arity : -1 }
    }
    /// The number of arguments a call may push without ordering them: the arity,
    /// or -1 for a variadic function, whose arguments are always packed first.
    private(set) var positionalArity: Int
    let frameSize: Int
    let captures: [Capture]
    /// Parameter slots that closures capture: boxed into cells on entry.
    let capturedParams: [Int]
    /// Its body names it (`.ownFunction`), so a call must make it `current`.
    var refersToItself = false
    /// A closure that neither changes nor captures its parameters and has no
    /// prologue writing them: its arguments may be lent, the caller's values
    /// placed in its frame without a retain (see `Runtime.lend`).
    var lendsArguments = false
    /// A class's method that neither replaces nor captures `self`: a caller
    /// whose receiver is a plain local may lend it as `self` (no retain).
    var lendsSelf = false
    /// A comparator that compares one key of each side: `sorted(by:)` reads the
    /// keys once and sorts them instead of calling it (see `SortKey`).
    var sortKey: SortKey?
    /// An initialiser that only sets properties from its parameters: a call
    /// giving every argument in order sets them without running it.
    var fieldInitializer: FieldInitializer?
    let isClosure: Bool
    let hasCapturedParams: Bool
    let arity: Int
    let body: StmtCode
    /// For bodies that are one expression: its code, which a call runs directly.
    /// (Never optional: closures taken out of optionals get wrapped in thunks.)
    let expressionBody: ExprCode
    let hasExpressionBody: Bool

    /// Whether a method's or initialiser's call with these labels names its
    /// parameters after `self` exactly and in order, every one given: the
    /// arguments can then go to its frame as they are, with nothing to reorder.
    func takesInOrder(_ labels: [String?]) -> Bool {
        guard arity == labels.count + 1, callLabels.count == arity, variadicIndex == nil else { return false }
        return labels.indices.allSatisfy { labels[$0] == callLabels[$0 + 1] }
    }

    init(name: String, paramNames: [String], frameSize: Int, captures: [Capture],
         capturedParams: [Int], isClosure: Bool, body: @escaping StmtCode,
         expressionBody: @escaping ExprCode, hasExpressionBody: Bool) {
        self.name = name; self.paramNames = paramNames; self.frameSize = frameSize
        self.captures = captures; self.capturedParams = capturedParams; self.isClosure = isClosure
        self.body = body
        self.expressionBody = expressionBody
        self.hasExpressionBody = hasExpressionBody
        self.arity = paramNames.count
        positionalArity = paramNames.count
        self.hasCapturedParams = !capturedParams.isEmpty
    }
}

/// A script function value: its code and the variables it captured.
package final class Function {
    /// How many parameters it declares (a method's `self` included).
    package var parameterCount: Int { proto.arity }
    let proto: FunctionProto
    let captures: ContiguousArray<Cell>
    // Copied from the proto so a call touches one object.
    let body: StmtCode
    /// Not optional: unwrapping an optional closure costs a retain per call.
    let expressionBody: ExprCode
    let hasExpressionBody: Bool
    let frameSize: Int
    let hasCapturedParams: Bool
    let hasCaptures: Bool
    init(proto: FunctionProto, captures: ContiguousArray<Cell>) {
        self.proto = proto
        self.captures = captures
        self.body = proto.body
        self.expressionBody = proto.expressionBody
        self.hasExpressionBody = proto.hasExpressionBody
        self.frameSize = proto.frameSize
        self.hasCapturedParams = proto.hasCapturedParams
        self.hasCaptures = !captures.isEmpty || proto.refersToItself
    }
    package var name: String { proto.name }
}

/// The machine state of a running program: one preallocated value stack (a call
/// only moves the frame base), the globals, and the safety limits an embedder sets.
package final class Runtime {
    /// The stored properties whose observers are running: an observer that
    /// assigns its own property does not run the observers again, as in Swift.
    /// (The type, the field, and the object for a class.)
    var runningObservers: [(type: ObjectIdentifier, field: Int, object: ObjectIdentifier?)] = []

    /// Whether a program's own `extension String { subscript(_: Int) }` is
    /// running: the strings it subscripts meanwhile are indexed by String.Index
    /// (which qas keeps as character offsets), not by that subscript again.
    var inStringIntSubscript = false

    /// The type the value being made is wanted as (`let p: P = try make()`),
    /// for a generic parameter that defaults to `T.self` and was left out.
    var expectedType: Value?

    /// The error a type's own `description` threw while a value was being
    /// shown; `describe` throws it instead of showing the value otherwise.
    var descriptionFailure: Error?

    /// How `print` and interpolation show a value, failing when a script
    /// type's `description` fails.
    package func describe(_ v: Value) throws -> String {
        let s = v.description
        if let e = descriptionFailure {
            descriptionFailure = nil
            throw e
        }
        return s
    }

    let stack: UnsafeMutablePointer<Value>
    let stackCapacity: Int
    /// The registers every call and loop touches. They live behind a pointer:
    /// Swift checks exclusive access to a class's stored properties at run time
    /// (a library call per access on the call path), never to memory behind an
    /// unsafe pointer.
    struct Registers {
        var base = 0
        var top = 0
        var depth = 0
        var ticks = 0
        var stackInitialized = 0
        var maxCallDepth = Limits.callDepth
        /// Lowest safe native stack address of the running thread.
        var nativeStackLimit: UInt = 0
        unowned(unsafe) var current: Function? = nil
        /// The label a `break L`/`continue L` is going to (0: the innermost).
        var pendingLabel = 0
    }
    let registers: UnsafeMutablePointer<Registers>
    /// The boxes of the `&` arguments of the calls under way, innermost last.
    /// Each call with `&` arguments removes its own before it returns.
    var inoutArguments: [InoutArgument] = []
    var base: Int {
        @inline(__always) get { registers.pointee.base }
        @inline(__always) set { registers.pointee.base = newValue }
    }
    var top: Int {
        @inline(__always) get { registers.pointee.top }
        @inline(__always) set { registers.pointee.top = newValue }
    }
    /// Clears the slots just above the top of the stack, which hold what the
    /// last calls left there until other calls overwrite them.
    func releaseStaleTemporaries() {
        let end = min(registers.pointee.stackInitialized, top + 64)
        var i = top
        while i < end {
            if !stack[i].isNil { stack[i] = .null }
            i += 1
        }
    }

    var globals: UnsafeMutablePointer<Value>
    var globalCapacity: Int
    var current: Function? {
        @inline(__always) get { registers.pointee.current }
        @inline(__always) set { registers.pointee.current = newValue }
    }
    /// Where `return` leaves its value; a pointer so the caller can move it out
    /// without reference counting.
    let returnSlot: UnsafeMutablePointer<Value>
    var returnValue: Value {
        get { returnSlot.pointee }
        set { returnSlot.pointee = newValue }
    }
    var pendingLabel: Int {
        @inline(__always) get { registers.pointee.pendingLabel }
        @inline(__always) set { registers.pointee.pendingLabel = newValue }
    }
    var depth: Int {
        @inline(__always) get { registers.pointee.depth }
        @inline(__always) set { registers.pointee.depth = newValue }
    }

    /// The memory limit of the scripts this runtime runs.
    package let memory = MemoryGuard()
    /// Tasks made and not yet run (`Task { … }`): they run after the code that made them.
    package let tasks = TaskQueue()
    /// Bytes the process may grow by while scripts run (nil: the machine's own bounds).
    package var memoryLimit: Int? {
        get { memory.limit }
        set { memory.limit = newValue }
    }
    /// Slices between two measurements of memory in `checkLimits`.
    private var memoryCountdown = 8

    /// Values of `.name` expressions (a host's enumerations), set by hosts.
    package var implicitMembers: [String: Value] = [:]
    /// The types scripts declared, and their extensions of built-in types.
    package let types = TypeRegistry()
    /// The module name Swift would give the program (its file's name), which
    /// Swift prints before type names inside collections (`main.Action.edit`).
    package var moduleName = "main"
    /// The folder of the first program run.
    package var programDirectory: String?
    /// The module folders the program is made of or imports (`import "DIR"`).
    package var moduleFolders: [String] = []

    /// Where a program's resources (files a host reads beside its code) are looked
    /// for: anywhere inside its module folders; for a program of one file, its
    /// own folder only (not the folders below it, which may hold other modules).
    package var resourceFolders: [(path: String, recursive: Bool)] {
        moduleFolders.isEmpty ? [(programDirectory ?? ".", false)] : moduleFolders.map { ($0, true) }
    }
    /// The files a host lets programs read and write (`Data(contentsOf:)`,
    /// `data.write(to:)`), by path.
    package var files: HostFiles?
    /// Where random values come from (`Randomness`).
    package var random = RandomSource()
    /// Told after each `print` (a host tracking what the program showed).
    package var printed: (() -> Void)?
    /// `String(label: …)` initialisers a host adds, by their first label.
    package var hostStringInitializers: [String: (Arguments, Runtime) throws -> Value] = [:]
    /// Asked when a cast of an instance fails: a host's stand-in (for a value
    /// its files do not describe) may become an object of the type named.
    package var standInCast: ((Value, String) throws -> Value?)?

    /// Where `print` writes.
    package var output: (String) -> Void = { print($0, terminator: "") }
    /// Deepest script call nesting before "stack overflow".
    package var maxCallDepth: Int {
        @inline(__always) get { registers.pointee.maxCallDepth }
        set { registers.pointee.maxCallDepth = newValue }
    }
    /// The `expect`s that failed in the run going on, in order: the run goes on
    /// after each, and ends failing with all of them.
    package var failedExpectations: [RuntimeError] = []
    /// Instructions (loop iterations and calls) allowed; nil for unlimited.
    package var instructionBudget: Int? = nil
    /// Wall-clock seconds allowed for one run; nil for unlimited.
    package var timeLimit: Double? = nil
    /// Set from another thread or a signal handler to stop the running script.
    package var interruptRequested: Bool {
        get { interruptFlag.pointee != 0 }
        set { interruptFlag.pointee = newValue ? 1 : 0; if newValue { ticks = 0 } }
    }
    let interruptFlag: UnsafeMutablePointer<Int32>
    /// The interrupt flag itself, for a signal handler to set (one aligned store).
    package var interruptFlagAddress: UnsafeMutablePointer<Int32> { interruptFlag }

    /// Counts down work between budget checks.
    var ticks: Int {
        @inline(__always) get { registers.pointee.ticks }
        @inline(__always) set { registers.pointee.ticks = newValue }
    }
    private var used = 0
    /// The number of ticks granted when `ticks` was last refilled.
    private var slice = 0
    private var deadline: Double = .infinity
    /// Lowest safe native stack address of the running thread.
    private var nativeStackLimit: UInt {
        @inline(__always) get { registers.pointee.nativeStackLimit }
        set { registers.pointee.nativeStackLimit = newValue }
    }

    package init(stackCapacity: Int = Limits.valueStackSlots) {
        self.stackCapacity = stackCapacity
        stack = .allocate(capacity: stackCapacity)
        // Slots are initialised a chunk at a time as frames first reach them.
        stack.initialize(repeating: .null, count: Runtime.stackChunk)
        registers = .allocate(capacity: 1)
        registers.initialize(to: Registers())
        registers.pointee.stackInitialized = Runtime.stackChunk
        globalCapacity = 256
        globals = .allocate(capacity: globalCapacity)
        globals.initialize(repeating: .null, count: globalCapacity)
        interruptFlag = .allocate(capacity: 1)
        interruptFlag.initialize(to: 0)
        returnSlot = .allocate(capacity: 1)
        returnSlot.initialize(to: .null)
    }

    /// Clears the globals, the stack and the hosts' values (see `Interpreter.release`).
    func releaseValues() {
        for i in 0..<globalCapacity { globals[i] = .null }
        for i in 0..<stackInitialized { stack[i] = .null }
        returnSlot.pointee = .null
        implicitMembers = [:]
        types.release()
    }

    /// Slots below this index hold initialised values.
    var stackInitialized: Int {
        @inline(__always) get { registers.pointee.stackInitialized }
        @inline(__always) set { registers.pointee.stackInitialized = newValue }
    }
    static let stackChunk = Limits.valueStackChunk

    /// Initialises more of the stack so that `needed` slots are usable; false when
    /// the stack is full.
    func growStack(to needed: Int) -> Bool {
        guard needed < stackCapacity else { return false }
        while stackInitialized <= needed {
            let n = min(Runtime.stackChunk, stackCapacity - stackInitialized)
            (stack + stackInitialized).initialize(repeating: .null, count: n)
            stackInitialized += n
        }
        return true
    }

    deinit {
        stack.deinitialize(count: stackInitialized)
        registers.deinitialize(count: 1)
        registers.deallocate()
        stack.deallocate()
        globals.deinitialize(count: globalCapacity)
        globals.deallocate()
        interruptFlag.deallocate()
        returnSlot.deinitialize(count: 1)
        returnSlot.deallocate()
    }

    /// Makes room for `count` globals.
    func ensureGlobals(_ count: Int) {
        guard count > globalCapacity else { return }
        var capacity = globalCapacity
        while capacity < count { capacity *= 2 }
        let fresh = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
        fresh.moveInitialize(from: globals, count: globalCapacity)
        (fresh + globalCapacity).initialize(repeating: .null, count: capacity - globalCapacity)
        globals.deallocate()
        globals = fresh
        globalCapacity = capacity
    }

    /// Reads a global by index (for embedders).
    package func global(_ index: Int) -> Value { index < globalCapacity ? globals[index] : .null }
    /// Sets a global by index (for embedders).
    package func setGlobal(_ index: Int, _ value: Value) {
        ensureGlobals(index + 1)
        globals[index] = value
    }

    // MARK: - Runs

    /// Resets the per-run limits; call before running top-level code.
    func beginRun() {
        used = 0
        slice = 0
        ticks = 0
        deadline = timeLimit.map { monotonicNow() + $0 } ?? .infinity
        nativeStackLimit = currentStackLimit()
        interruptFlag.pointee = 0
    }

    /// Starts the time limit (and the instruction budget) over, as `beginRun`
    /// does, but keeps an interrupt asked for.
    func restartTimeLimit() {
        used = 0
        slice = 0
        ticks = 0
        deadline = timeLimit.map { monotonicNow() + $0 } ?? .infinity
    }

    /// Runs top-level code in a fresh frame on top of whatever is running.
    func runTopLevel(_ code: StmtCode, frameSize: Int, name: String = "main") throws {
        let savedBase = base, savedTop = top, savedDepth = depth, savedCurrent = current
        defer { base = savedBase; top = savedTop; depth = savedDepth; current = savedCurrent }
        guard growStack(to: top + frameSize + Limits.stackMargin) else { throw RuntimeError("stack overflow", at: nil) }
        base = top
        top = base + frameSize
        current = nil
        for i in base..<top { stack[i] = .null }
        do {
            _ = try code(self)
        } catch var e as RuntimeError {
            e.record(RuntimeError.Frame(function: name, location: e.pendingSite ?? e.location))
            e.pendingSite = nil
            throw e
        }
    }

    /// State saved by `do`/`catch` to unwind to.
    struct Saved { let base: Int; let top: Int; let depth: Int; unowned(unsafe) let current: Function? }
    func save() -> Saved { Saved(base: base, top: top, depth: depth, current: current) }
    func restore(_ s: Saved) { base = s.base; top = s.top; depth = s.depth; current = s.current }

    // MARK: - Budget

    /// Called when `ticks` runs out: checks the instruction and time budget and
    /// interrupts, then grants the next slice.
    func checkLimits(at location: SourceLocation?) throws {
        // `ticks` fell below zero: the whole slice plus this tick was used.
        used += slice - ticks
        if interruptFlag.pointee != 0 {
            interruptFlag.pointee = 0
            slice = 0
            ticks = 0
            throw RuntimeError("interrupted", at: location, kind: .interrupted)
        }
        if let budget = instructionBudget, used > budget {
            slice = 0
            ticks = 0
            throw RuntimeError("instruction budget of \(budget) exceeded", at: location, kind: .budgetExceeded)
        }
        memoryCountdown -= 1
        if memoryCountdown <= 0 {
            memoryCountdown = 8
            do { try memory.measure(adding: 0, at: location) } catch { slice = 0; ticks = 0; throw error }
        }
        if deadline < .infinity, monotonicNow() > deadline {
            throw RuntimeError("time limit of \(timeLimit!) seconds exceeded", at: location, kind: .budgetExceeded)
        }
        slice = Limits.ticksBetweenChecks
        if let budget = instructionBudget { slice = min(slice, budget - used) }
        ticks = slice
    }

    @inline(__always)
    func tick(_ location: SourceLocation?) throws {
        ticks &-= 1
        if ticks < 0 { try checkLimits(at: location) }
    }

    private func monotonicNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// How far below the point where a run starts the native stack may grow.
    /// Hosts that run scripts on a thread with a bigger stack raise it.
    package var nativeStackAvailable = Limits.defaultNativeStack

    /// The lowest address recursion may reach in this run.
    private func currentStackLimit() -> UInt {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return here > UInt(nativeStackAvailable) ? here - UInt(nativeStackAvailable) : 0
    }

    /// Whether the native stack has reached the run's limit.
    @inline(__always)
    private func nativeStackExhausted() -> Bool { UInt(qas_stack_address()) < nativeStackLimit }

    // MARK: - Calls

    /// Calls a script function whose arguments are already at `stack[newBase...]`.
    @inline(__always)
    func invoke(_ fn: Function, newBase: Int, at site: SourceLocation) throws -> Value {
        if depth >= maxCallDepth || nativeStackExhausted() { throw Runtime.stackOverflow(site) }
        let frameSize = fn.frameSize
        if newBase + frameSize + Limits.stackMargin >= stackInitialized, !growStack(to: newBase + frameSize + Limits.stackMargin) {
            throw Runtime.stackOverflow(site)
        }
        let savedBase = base
        // Unowned: a strong local would retain and release on every call.
        unowned(unsafe) let savedCurrent = current
        base = newBase
        // (Wrapping: the stack check above bounds both.)
        top = newBase &+ frameSize
        // Only functions that captured something read `current`.
        if fn.hasCaptures { current = fn }
        depth &+= 1
        if fn.hasCapturedParams {
            for slot in fn.proto.capturedParams { stack[newBase + slot] = .cell(Cell(stack[newBase + slot])) }
        }
        ticks &-= 1
        let result: Value
        do {
            if ticks < 0 { try checkLimits(at: site) }
            if fn.hasExpressionBody {
                // No statements, no return slot: the value comes straight back.
                result = try fn.expressionBody(self)
            } else if case .returned = try fn.body(self) {
                result = returnSlot.move()
                returnSlot.initialize(to: .null)
            } else {
                result = .null
            }
        } catch {
            // The caller's frame is back before anything of it runs again (its
            // `defer`s, its `catch`, an `inout` write-back).
            base = savedBase
            top = newBase
            current = savedCurrent
            depth &-= 1
            throw Runtime.addingFrame(error, fn)
        }
        base = savedBase
        top = newBase
        current = savedCurrent
        depth &-= 1
        return result
    }

    /// Makes room for `count` arguments at the top of the stack and returns where
    /// they start (the callee's frame base). Writes go through `push`.
    @inline(__always)
    func reserveArguments(_ count: Int, at site: SourceLocation?) throws -> Int {
        let newBase = top
        if newBase + count >= stackInitialized, !growStack(to: newBase + count + Limits.stackMargin) {
            throw Runtime.stackOverflow(site)
        }
        return newBase
    }

    /// Puts an argument on the stack.
    @inline(__always)
    func push(_ value: consuming Value) {
        (stack + top).store(consume value)
        // (Wrapping: `reserveArguments` made room.)
        top &+= 1
    }

    // Error paths live out of line so the hot call path keeps a small frame.

    @inline(never)
    static func stackOverflow(_ site: SourceLocation?) -> RuntimeError {
        RuntimeError("stack overflow", at: site)
    }

    /// Records the function an error passed through, for the stack trace.
    @inline(never)
    static func addingFrame(_ error: Error, _ fn: Function) -> Error {
        guard var e = error as? RuntimeError else { return error }
        e.record(RuntimeError.Frame(function: fn.proto.name, location: e.hasNoFrames ? e.location : e.pendingSite))
        e.pendingSite = nil
        return e
    }

    /// Records the call site an error passed through.
    @inline(never)
    static func addingSite(_ error: Error, _ site: SourceLocation) -> Error {
        guard var e = error as? RuntimeError else { return error }
        if e.pendingSite == nil { e.pendingSite = site }
        return e
    }

    /// Calls any callable value with arguments (used by natives such as `map`).
    package func call(_ callee: Value, _ args: [Value], at site: SourceLocation? = nil) throws -> Value {
        switch callee {
        case .function(let fn):
            var args = args
            let arity = fn.proto.arity
            // A closure of n parameters given one n-tuple destructures it, as
            // `dict.map { k, v in … }` does in Swift.
            if args.count == 1, arity > 1, case .tuple(let t) = args[0], t.items.count == arity {
                args = t.items
            }
            if fn.proto.isClosure && arity == 0 { args = [] }
            guard args.count == arity else {
                throw RuntimeError("\(fn.proto.isClosure ? "closure" : "'\(fn.proto.name)'") expects \(arity) argument\(arity == 1 ? "" : "s") but was given \(args.count)", at: site)
            }
            let newBase = try reserveArguments(args.count, at: site)
            for a in args { push(a) }
            defer { top = newBase }
            return try invoke(fn, newBase: newBase, at: site)
        case .native(let fn) where args.count == 1 && (fn.arity?.lowerBound ?? 0) > 1:
            // `zip(a, b).map(+)`: a two-parameter function given a pair takes its parts.
            if case .tuple(let t) = args[0], fn.arity?.contains(t.items.count) == true {
                return try callNative(fn, Arguments(t.items), at: site)
            }
            return try callNative(fn, Arguments(args), at: site)
        case .native(let fn):
            return try callNative(fn, Arguments(args), at: site)
        case .cell(let c):
            return try call(c.value, args, at: site)
        case .instance(let i) where !i.type.methodCandidates("callAsFunction").isEmpty:
            return try Builtins.callMethod(self, callee, "callAsFunction", Arguments(args), site ?? SourceLocation.native)
        default:
            throw RuntimeError("cannot call a value of type \(callee.typeName)", at: site)
        }
    }

    /// `callee(a)` without an argument array: the per-element calls of `map`,
    /// `filter`, `forEach` and the like. The site is not optional: binding an
    /// optional one copied it, a retain and a release per element.
    func call(_ callee: Value, argument a: Value, at site: SourceLocation) throws -> Value {
        // The callee is the caller's for the whole call: its function is used
        // unretained (a retain and a release per element otherwise).
        guard let unretained = callee.unretainedFunction else { return try call(callee, [a], at: site) }
        return try unretained._withUnsafeGuaranteedRef { fn in
            guard fn.proto.positionalArity == 1 else { return try call(callee, [a], at: site) }
            let newBase = try reserveArguments(1, at: site)
            // Two whole paths rather than one with a test in its `defer`: the test
            // there cost the closures program 1 % more instructions.
            if fn.proto.lendsArguments {
                lend(a)
                defer { top = newBase; forgetLent(newBase, 1) }
                return try invoke(fn, newBase: newBase, at: site)
            }
            push(a)
            defer { top = newBase }
            return try invoke(fn, newBase: newBase, at: site)
        }
    }

    /// `callee(a, b)` without an argument array: `sorted(by:)`'s comparisons, `reduce`.
    func call(_ callee: Value, arguments a: Value, _ b: Value, at site: SourceLocation) throws -> Value {
        guard let unretained = callee.unretainedFunction else { return try call(callee, [a, b], at: site) }
        return try unretained._withUnsafeGuaranteedRef { fn in
            guard fn.proto.positionalArity == 2 else { return try call(callee, [a, b], at: site) }
            let newBase = try reserveArguments(2, at: site)
            if fn.proto.lendsArguments {
                lend(a)
                lend(b)
                defer { top = newBase; forgetLent(newBase, 2) }
                return try invoke(fn, newBase: newBase, at: site)
            }
            push(a)
            push(b)
            defer { top = newBase }
            return try invoke(fn, newBase: newBase, at: site)
        }
    }

    /// Puts the caller's value on the stack without a retain, for a closure that
    /// only reads its parameters (`FunctionProto.lendsArguments`): the caller
    /// holds the value for the whole call, and `forgetLent` clears the slot after.
    @inline(__always)
    private func lend(_ value: borrowing Value) {
        let slot = stack + top
        slot.store(.null)
        withUnsafeBytes(of: value) { UnsafeMutableRawPointer(slot).copyMemory(from: $0.baseAddress!, byteCount: MemoryLayout<Value>.size) }
        top += 1
    }

    /// Puts the value at `place` into argument slot `index` (which holds nil)
    /// without a retain: a method's `self` lent from the caller's local
    /// (`FunctionProto.lendsSelf`); `forgetLent` clears it after the call.
    @inline(__always)
    func lend(_ place: UnsafeMutablePointer<Value>, at index: Int) {
        UnsafeMutableRawPointer(stack + index).copyMemory(from: place, byteCount: MemoryLayout<Value>.size)
    }

    /// Clears lent argument slots without releasing what they held (the caller's).
    @inline(__always)
    func forgetLent(_ start: Int, _ count: Int) {
        (stack + start).initialize(repeating: .null, count: count)
    }

    /// `invoke` at a call site that natives may not know.
    @inline(__always)
    private func invoke(_ fn: Function, newBase: Int, at site: SourceLocation?) throws -> Value {
        try invoke(fn, newBase: newBase, at: site ?? SourceLocation.native)
    }

    /// A native's one-argument form, its errors reported as `callNative` does.
    /// The native's `unary` is read from it here, not copied out by the caller
    /// (a copy of the optional closure retained its context on every call).
    func callUnary(_ native: NativeFunction, _ x: Value, at site: SourceLocation) throws -> Value {
        try Runtime.reportingNativeErrors(at: site) { try native.unary?(Substrings.plain(x)) ?? .null }
    }

    func callNative(_ fn: NativeFunction, _ args: Arguments, at site: SourceLocation?) throws -> Value {
        if let arity = fn.arity, !arity.contains(args.count) {
            let expected = arity.lowerBound == arity.upperBound ? "\(arity.lowerBound)" : "\(arity.lowerBound) to \(arity.upperBound)"
            throw RuntimeError("'\(fn.name)' expects \(expected) argument\(arity.upperBound == 1 ? "" : "s") but was given \(args.count)", at: site)
        }
        // Natives take a Substring as its text.
        let given = Substrings.plainArgs(args)
        return try Runtime.reportingNativeErrors(at: site) { try fn.body(given, self) }
    }

    /// Runs a native's body, its errors placed at the call: a built-in shared with
    /// natives knows no place of its own, and a `NativeError` becomes a runtime error.
    @inline(__always)
    private static func reportingNativeErrors(at site: SourceLocation?, _ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch var e as RuntimeError {
            if e.location == nil || e.location?.source === SourceLocation.native.source { e.location = site }
            throw e
        } catch let e as NativeError {
            throw RuntimeError(e.message, at: site, kind: e.kind)
        }
    }
}

/// Thrown by natives that have no source location of their own; the runtime adds
/// the call site.
package struct NativeError: Error {
    package let message: String
    /// What kind of runtime error it becomes (a store's disk failure is `.ioFailure`).
    package let kind: RuntimeError.Kind
    package init(_ message: String, kind: RuntimeError.Kind = .error) { self.message = message; self.kind = kind }
}
