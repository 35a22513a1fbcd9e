/// Swift concurrency on one thread: `Task { … }` runs its body after the code
/// that made it (as a main-actor task does once the main actor is free), in the
/// order tasks were made; an `await` that must wait (`task.value` of a task not
/// run yet, `Task.sleep`, `Task.yield()`, a continuation not yet resumed) runs
/// the tasks waiting before it first, and so does a call into an actor from
/// outside it (the caller awaits the hop there and back). `async` functions run
/// when called, and `async let` runs its call then and there.
///
/// Sleeping keeps a clock of its own: a task that sleeps while another sleeps
/// must wake first (qas cannot put one aside to resume the other), so a program
/// whose output hangs on the opposite order stops with an error instead of
/// printing in the wrong order.
enum Concurrency {
    static func install(in interpreter: Interpreter) {
        let rt = interpreter.runtime
        rt.types.registerLibraryEnum("TaskPriority", cases: ["high", "medium", "low", "userInitiated", "utility", "background"])
        rt.types.registerLibraryEnum("Duration", cases: ["seconds", "milliseconds", "microseconds", "nanoseconds"], labels: [nil])
        interpreter.define("Task", .object(TaskNamespace()))
        interpreter.define("MainActor", .object(MainActorNamespace()))
        interpreter.define("DispatchQueue", .object(DispatchQueueNamespace()))
        interpreter.define("DispatchTime", .object(DispatchTimeNamespace()))
        // `asyncAfter(deadline: .now() + 1)`: `.now()` is DispatchTime's (the one `now()` qas has).
        if rt.implicitMembers["now"] == nil {
            rt.implicitMembers["now"] = .native(NativeFunction("now", arity: 0...0) { _, rt in .object(DispatchTimeObject(rt.tasks.clock)) })
        }
        interpreter.define("DispatchWallTime", .object(DispatchTimeNamespace()))
        // A timer's next firing (`Timer`, written in Swift on top of it): due
        // `seconds` from now; a repeating one's never keeps the program from idling.
        interpreter.define("__timerTick", .native(NativeFunction("__timerTick", arity: 3...3) { args, rt in
            let seconds: Double
            switch args[0] {
            case .int(let n): seconds = Double(n)
            case .double(let d) where d.isFinite: seconds = d
            default: throw NativeError("a timer's interval is a finite number of seconds")
            }
            // An interval of 0 or less is taken as 0.1 ms, as a timer takes it.
            rt.tasks.add(after: max(seconds, 0.0001), repeating: args[1] == .bool(true), args[2])
            return .null
        }))
        // `.milliseconds(300)` is one enum, Duration's, whichever a place takes
        // (a DispatchTimeInterval for asyncAfter, a Duration for Task.sleep).
        if let duration = rt.types.types["Duration"] { interpreter.define("DispatchTimeInterval", .type(duration)) }
        interpreter.define("CancellationError", .native(NativeFunction("CancellationError", arity: 0...0) { _, _ in
            .object(CancellationErrorObject())
        }))
        // `Void.self` (`withTaskGroup(of: Void.self)`), and `Void()`, the empty tuple.
        interpreter.define("Void", .native(NativeFunction("Void", arity: 0...0) { _, _ in .null }))
        for name in ["withCheckedContinuation", "withCheckedThrowingContinuation",
                     "withUnsafeContinuation", "withUnsafeThrowingContinuation"] {
            interpreter.define(name, .native(NativeFunction(name) { args, rt in
                guard let body = args.trailingUnlabelled, body.isCallable else {
                    throw NativeError("\(name) takes a closure that is given the continuation")
                }
                return try ContinuationObject.await(body, rt)
            }))
        }
        for name in ["withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup"] {
            interpreter.define(name, .native(NativeFunction(name) { args, rt in
                guard let body = args.trailingUnlabelled, body.isCallable else {
                    throw NativeError("\(name) takes a closure that is given the group")
                }
                return try rt.call(body, [.object(TaskGroupObject())])
            }))
        }
    }

    /// The closure a `Task { … }`-like call runs: its one unlabelled closure, or
    /// what `execute:` gives (a closure or a `DispatchWorkItem`, performed unless
    /// cancelled by then).
    static func body(of args: Arguments, _ what: String) throws -> Value {
        for (v, label) in zip(args.values, args.labels) where label == nil || label == "operation" || label == "execute" {
            if v.isCallable { return v }
            if label == "execute", case .instance(let item) = v, item.type.name == "DispatchWorkItem" {
                return .native(NativeFunction("DispatchWorkItem.perform", arity: 0...0) { _, rt in
                    try rt.callMethod(on: .instance(item), "perform", labels: [], [])
                })
            }
        }
        throw NativeError("\(what) takes the closure the task runs")
    }

    /// Seconds in `.seconds(2)`, `.milliseconds(500)`, or a number of nanoseconds.
    static func seconds(_ v: Value, nanoseconds: Bool) throws -> Double {
        switch v {
        case .int(let n) where n >= 0: return nanoseconds ? Double(n) / 1e9 : Double(n)
        case .double(let d) where d >= 0 && d.isFinite: return nanoseconds ? d / 1e9 : d
        case .instance(let i) where i.isEnumCase && i.type.name == "Duration":
            let scale = [1.0, 1e-3, 1e-6, 1e-9][i.caseIndex]
            return try seconds(i[0], nanoseconds: false) * scale
        default: throw NativeError("Task.sleep needs a duration such as nanoseconds: 1_000_000 or for: .seconds(1), not \(v.typeName)")
        }
    }
}

/// The tasks a runtime has made and not yet run, and the task running now.
package final class TaskQueue {
    private var waiting: [TaskObject] = []
    private var start = 0
    /// The task whose body is running, innermost last.
    private(set) var running: [TaskObject] = []
    /// The time `Task.sleep` has reached, and when each sleeper that is running
    /// other tasks meanwhile wakes (outermost first).
    private var now = 0.0
    private var sleepers: [Double] = []

    var isEmpty: Bool { start == waiting.count }

    /// Work queued for later (`DispatchQueue.main.asyncAfter`, a timer's next
    /// firing): when it is due on the model's clock, in the order made among
    /// equal times.
    private var timed: [(due: Double, order: Int, task: TaskObject, repeating: Bool)] = []
    private var timedMade = 0

    /// The model's clock, in seconds since the program began.
    var clock: Double { now }

    /// The work still to come (timers that repeat, mostly), as what tells one
    /// state of a program from another: how long until each is due.
    package var pendingSummary: String {
        timed.map { "\($0.due - now)\($0.repeating ? "r" : "")" }.sorted().joined(separator: ",") + "/\(waiting.count - start)"
    }

    /// Work to run `seconds` after now (never before the work queued now).
    func add(after seconds: Double, _ args: Arguments, _ what: String) throws {
        let task = TaskObject(try Concurrency.body(of: args, what))
        timedMade += 1
        timed.append((now + max(0, seconds), timedMade, task, false))
    }

    /// A timer's firing `seconds` from now. A repeating timer always has one, so
    /// running until idle lets time pass for repeating timers only up to the
    /// last other work due; waiting (`wait`) fires them as the time passes.
    func add(after seconds: Double, repeating: Bool, _ body: Value) {
        timedMade += 1
        timed.append((now + seconds, timedMade, TaskObject(body), repeating))
    }

    /// Runs what is queued and then, time passing, the timed work as each falls
    /// due (up to `limit` seconds from now), until nothing is left: the main run
    /// loop turning until the program is idle.
    package func runUntilIdle(_ rt: Runtime, limit: Double = .infinity) throws {
        while true {
            try runWaiting(rt)
            guard let next = timed.indices.min(by: { (timed[$0].due, timed[$0].order) < (timed[$1].due, timed[$1].order) }),
                  timed[next].due <= now + limit else { return }
            // Only repeating timers left, and no end given: the program is idle.
            if limit == .infinity, timed.allSatisfy(\.repeating) { return }
            let t = timed.remove(at: next)
            now = max(now, t.due)
            waiting.append(t.task)
        }
    }

    /// Lets `seconds` pass: the work due meanwhile runs, and the clock ends that far on.
    package func wait(_ seconds: Double, _ rt: Runtime) throws {
        let end = now + seconds
        try runUntilIdle(rt, limit: seconds)
        now = max(now, end)
    }

    /// A closure a host queues on the main queue (a completion handler its framework
    /// calls once the current work is done).
    package func enqueue(_ body: Value) {
        waiting.append(TaskObject(body))
    }

    /// A task of the closure a call (`what`) was given, to run after the code
    /// running now.
    func add(_ args: Arguments, _ what: String) throws -> TaskObject {
        let task = TaskObject(try Concurrency.body(of: args, what))
        waiting.append(task)
        return task
    }

    /// Runs waiting tasks in the order they were made, until none is left or
    /// `until` says to stop (checked before each).
    package func runWaiting(_ rt: Runtime, until done: () -> Bool = { false }) throws {
        while start < waiting.count, !done() {
            let task = waiting[start]
            start += 1
            if start == waiting.count { waiting.removeAll(keepingCapacity: true); start = 0 }
            try task.run(rt)
        }
    }

    /// Runs `task` now if it waits, with the tasks made before it first.
    func runThrough(_ task: TaskObject, _ rt: Runtime) throws {
        try runWaiting(rt) { task.state != .waiting }
    }

    /// How many actor methods are running (one calls another without a hop).
    private var actorDepth = 0

    /// A call into an actor from outside: the caller waits for it (`await`),
    /// and in Swift the tasks waiting for the main actor run meanwhile, before
    /// the caller goes on. Inside an actor, its calls run straight away.
    func enterActor<T>(_ rt: Runtime, _ call: () throws -> T) throws -> T {
        if actorDepth == 0 { try runWaiting(rt) }
        actorDepth += 1
        defer { actorDepth -= 1 }
        return try call()
    }

    func push(_ task: TaskObject) { running.append(task) }
    func pop() { running.removeLast() }

    /// `Task.sleep`: the tasks waiting run while this one sleeps; it wakes when
    /// they are done, after any that slept less.
    func sleep(_ seconds: Double, _ rt: Runtime) throws {
        let wake = now + seconds
        if let outer = sleepers.last, wake > outer {
            throw NativeError("a task sleeps until \(Concurrency.format(wake)) s while another that wakes at \(Concurrency.format(outer)) s waits for it: qas runs one task at a time and cannot resume the other first (not supported)")
        }
        sleepers.append(wake)
        defer { sleepers.removeLast() }
        try runWaiting(rt)
        now = max(now, wake)
    }

    /// Forgets every task (the program that made them is gone).
    package func reset() {
        waiting = []
        timed = []
        start = 0
        running = []
        actorDepth = 0
        now = 0
        sleepers = []
    }
}

extension Concurrency {
    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

/// `Task { … }` and `Task.detached { … }`: a body run later, and its result.
final class TaskObject: TabledObject {
    enum State: Equatable { case waiting, running, finished }
    let body: Value
    private(set) var state = State.waiting
    private var outcome: Result<Value, RuntimeError> = .success(.null)
    var isCancelled = false

    init(_ body: Value) { self.body = body }
    var typeName: String { "Task" }
    var description: String { "Task" }
    func isEqual(to other: HostObject) -> Bool { other === self }

    func run(_ rt: Runtime) throws {
        guard state == .waiting else { return }
        state = .running
        rt.tasks.push(self)
        defer { rt.tasks.pop(); state = .finished }
        do {
            outcome = .success(try rt.call(body, []))
        } catch let e as RuntimeError where e.kind == .thrown {
            // A task keeps what its body threw for whoever awaits its value.
            outcome = .failure(e)
        }
    }

    /// `await task.value`: the result, running the task (and those before it) first.
    func value(_ rt: Runtime) throws -> Value {
        if state == .waiting { try rt.tasks.runThrough(self, rt) }
        guard state == .finished else {
            throw NativeError("a task awaits its own value: in Swift it would wait forever")
        }
        return try outcome.get()
    }

    static let members = MemberTable<TaskObject>()
        .property("value") { o, rt in try o.value(rt) }
        .property("isCancelled") { o, _ in .bool(o.isCancelled) }
        .property("result") { o, rt in
            do { return try rt.makeResult(success: o.value(rt)) } catch let e as RuntimeError where e.kind == .thrown {
                return try rt.makeResult(failure: e.thrown ?? .string(e.message))
            }
        }
        .method("cancel") { o, _, _ in o.isCancelled = true; return .null }
}

/// What the name `Task` is: called, it makes a task; its static members sleep,
/// yield and tell whether the running task was cancelled.
final class TaskNamespace: TabledObject {
    var typeName: String { "Task.Type" }
    var description: String { "Task" }
    func isEqual(to other: HostObject) -> Bool { other === self }

    func call(_ args: Arguments, in rt: Runtime) throws -> Value? {
        .object(try rt.tasks.add(args, "Task { … }"))
    }

    static let members = MemberTable<TaskNamespace>()
        .method("detached") { _, args, rt in
            .object(try rt.tasks.add(args, "Task.detached { … }"))
        }
        .method("sleep") { _, args, rt in
            guard args.count == 1 else { throw NativeError("Task.sleep takes nanoseconds: or for:") }
            let seconds = try Concurrency.seconds(args[0], nanoseconds: args.labels[0] != "for")
            try rt.tasks.sleep(seconds, rt)
            return .null
        }
        .method("yield") { _, _, rt in
            try rt.tasks.runWaiting(rt)
            return .null
        }
        .method("checkCancellation") { _, _, rt in
            if rt.tasks.running.last?.isCancelled == true { throw rt.thrownError(.object(CancellationErrorObject()), at: nil) }
            return .null
        }
        .property("isCancelled") { _, rt in .bool(rt.tasks.running.last?.isCancelled ?? false) }
}

/// `MainActor.run { … }`: everything runs on the main actor already.
final class MainActorNamespace: TabledObject {
    var typeName: String { "MainActor.Type" }
    var description: String { "MainActor" }
    func isEqual(to other: HostObject) -> Bool { other === self }
    static let members = MemberTable<MainActorNamespace>()
        .method("run") { _, args, rt in try rt.call(try Concurrency.body(of: args, "MainActor.run { … }"), []) }
        .method("assumeIsolated") { _, args, rt in try rt.call(try Concurrency.body(of: args, "MainActor.assumeIsolated { … }"), []) }
}

/// The continuation `withCheckedContinuation` gives its closure: resumed once,
/// with the value the awaiting code gets (or the error it throws).
final class ContinuationObject: TabledObject {
    private var outcome: Result<Value, RuntimeError>? = nil
    var typeName: String { "CheckedContinuation" }
    var description: String { "CheckedContinuation" }
    func isEqual(to other: HostObject) -> Bool { other === self }

    static func await(_ body: Value, _ rt: Runtime) throws -> Value {
        let c = ContinuationObject()
        _ = try rt.call(body, [.object(c)])
        // Resumed later, by a task made meanwhile: run them until it is.
        if c.outcome == nil { try rt.tasks.runWaiting(rt) { c.outcome != nil } }
        guard let outcome = c.outcome else {
            throw NativeError("the continuation was never resumed: in Swift the code awaiting it would wait forever")
        }
        return try outcome.get()
    }

    private func resume(_ outcome: Result<Value, RuntimeError>) throws -> Value {
        guard self.outcome == nil else {
            throw NativeError("a continuation was resumed twice (Swift stops the program: 'SWIFT TASK CONTINUATION MISUSE')")
        }
        self.outcome = outcome
        return .null
    }

    static let members = MemberTable<ContinuationObject>()
        .method("resume") { o, args, rt in
            guard args.count <= 1 else { throw NativeError("resume takes returning:, throwing: or with:") }
            if args.count == 0 { return try o.resume(.success(.null)) }
            switch args.labels[0] {
            case "returning"?: return try o.resume(.success(args[0]))
            case "throwing"?: return try o.resume(.failure(rt.thrownError(args[0], at: nil)))
            case "with"?:
                guard case .instance(let r) = args[0], r.type.name == "Result", r.isEnumCase else {
                    throw NativeError("resume(with:) takes a Result")
                }
                return try o.resume(r.caseIndex == 0 ? .success(r[0]) : .failure(rt.thrownError(r[0], at: nil)))
            default: throw NativeError("resume takes returning:, throwing: or with:")
            }
        }
}

/// The group `withTaskGroup` gives its closure. Each child runs as it is added;
/// the group hands back their results in the order they were added.
final class TaskGroupObject: TabledObject {
    private var results: [Result<Value, RuntimeError>] = []
    private var next = 0
    var isCancelled = false
    var typeName: String { "TaskGroup" }
    var description: String { "TaskGroup" }
    func isEqual(to other: HostObject) -> Bool { other === self }

    private func add(_ args: Arguments, _ rt: Runtime) throws -> Value {
        let child = TaskObject(try Concurrency.body(of: args, "addTask { … }"))
        try child.run(rt)
        do { results.append(.success(try child.value(rt))) } catch let e as RuntimeError where e.kind == .thrown { results.append(.failure(e)) }
        return .null
    }

    private func nextResult() throws -> Value {
        guard next < results.count else { return .null }
        next += 1
        return try results[next - 1].get()
    }

    func iterator(in runtime: Runtime) throws -> ValueIterator? {
        var values: [Value] = []
        while next < results.count { values.append(try nextResult()) }
        return ValueIterator(values)
    }

    static let members = MemberTable<TaskGroupObject>()
        .method("addTask") { o, args, rt in try o.add(args, rt) }
        .method("addTaskUnlessCancelled") { o, args, rt in
            guard !o.isCancelled else { return .bool(false) }
            _ = try o.add(args, rt)
            return .bool(true)
        }
        .method("next") { o, _, _ in try o.nextResult() }
        .method("waitForAll") { o, _, _ in
            while o.next < o.results.count { _ = try o.nextResult() }
            return .null
        }
        .method("cancelAll") { o, _, _ in o.isCancelled = true; return .null }
        .property("isEmpty") { o, _ in .bool(o.next >= o.results.count) }
        .property("isCancelled") { o, _ in .bool(o.isCancelled) }
}

extension Runtime {

    /// `Result.success(value)` and `Result.failure(error)`.
    func makeResult(success value: Value) throws -> Value { try makeResult(value, caseIndex: 0) }
    func makeResult(failure error: Value) throws -> Value { try makeResult(error, caseIndex: 1) }
    private func makeResult(_ value: Value, caseIndex: Int) throws -> Value {
        guard let type = types.types["Result"], type.module == "Swift" else { throw NativeError("Result is not available") }
        return .instance(Instance.make(type: type, fields: [value], caseIndex: caseIndex))
    }
}

/// `DispatchQueue.main` and `DispatchQueue.global()`: one thread runs both, so
/// work sent with `async` joins the tasks, run after the code that sent it, in
/// order. `main.sync` from the main thread is the deadlock it is in compiled Swift.
final class DispatchQueueObject: TabledObject {
    let label: String
    let isMain: Bool
    init(label: String, isMain: Bool) { self.label = label; self.isMain = isMain }
    var typeName: String { "DispatchQueue" }
    var description: String { "<OS_dispatch_queue_serial: \(label)>" }
    func isEqual(to other: HostObject) -> Bool { (other as? DispatchQueueObject)?.label == label }

    static let members = MemberTable<DispatchQueueObject>()
        .method("async") { _, args, rt in
            _ = try rt.tasks.add(args, "DispatchQueue.async { … }")
            return .null
        }
        .method("sync") { o, args, rt in
            if o.isMain {
                throw NativeError("DispatchQueue.main.sync from the main thread never returns: the main queue waits for itself (compiled Swift deadlocks there)")
            }
            return try rt.call(try Concurrency.body(of: args, "DispatchQueue.sync { … }"), [])
        }
        .method("asyncAfter") { _, args, rt in
            // `asyncAfter(deadline: .now() + 0.5) { … }`: run once the model's clock reaches it.
            guard let deadline = args.labeled("deadline") ?? args.labeled("wallDeadline"),
                  case .object(let time as DispatchTimeObject) = deadline else {
                throw NativeError("asyncAfter takes deadline: .now() + seconds")
            }
            try rt.tasks.add(after: time.seconds - rt.tasks.clock, args, "DispatchQueue.asyncAfter { … }")
            return .null
        }
        .property("label") { o, _ in .string(o.label) }
}

/// What the name `DispatchQueue` is: `main`, `global()`, and `DispatchQueue(label:)`.
final class DispatchQueueNamespace: TabledObject {
    static let main = DispatchQueueObject(label: "com.apple.main-thread", isMain: true)
    var typeName: String { "DispatchQueue.Type" }
    var description: String { "DispatchQueue" }
    func isEqual(to other: HostObject) -> Bool { other === self }
    func call(_ args: Arguments, in rt: Runtime) throws -> Value? {
        guard case .string(let label)? = args.labeled("label") else { throw NativeError("DispatchQueue(label:) takes a label") }
        return .object(DispatchQueueObject(label: label, isMain: false))
    }
    static let members = MemberTable<DispatchQueueNamespace>()
        .property("main") { _, _ in .object(DispatchQueueNamespace.main) }
        .method("global") { _, _, _ in .object(DispatchQueueObject(label: "com.apple.root.default-qos", isMain: false)) }
}

/// `DispatchTime.now() + 0.5`: a point on the model's clock.
final class DispatchTimeObject: TabledObject {
    let seconds: Double
    init(_ seconds: Double) { self.seconds = seconds }
    var typeName: String { "DispatchTime" }
    var description: String { "DispatchTime(\(Concurrency.format(seconds)) s)" }
    func isEqual(to other: HostObject) -> Bool { (other as? DispatchTimeObject)?.seconds == seconds }
    func ordering(to other: HostObject) -> Int? {
        guard let o = other as? DispatchTimeObject else { return nil }
        return seconds < o.seconds ? -1 : seconds == o.seconds ? 0 : 1
    }
    static let members = MemberTable<DispatchTimeObject>()

    /// `time + 0.5`, `time + .milliseconds(300)`, `time - 1`.
    static func offset(_ time: DispatchTimeObject, _ amount: Value, subtract: Bool) throws -> Value {
        let d: Double
        switch amount {
        case .int(let i): d = Double(i)
        case .double(let x): d = x
        case .instance(let i) where i.isEnumCase && i.type.name == "Duration":
            guard i.count == 1 else { throw NativeError("a DispatchTimeInterval needs its amount") }
            let n: Double
            switch i[0] {
            case .int(let k): n = Double(k)
            case .double(let x): n = x
            default: throw NativeError("a DispatchTimeInterval needs a number")
            }
            switch i.type.cases[i.caseIndex].name {
            case "seconds": d = n
            case "milliseconds": d = n / 1e3
            case "microseconds": d = n / 1e6
            default: d = n / 1e9
            }
        default: throw NativeError("a DispatchTime moves by seconds or a DispatchTimeInterval, not \(amount.typeName)")
        }
        return .object(DispatchTimeObject(time.seconds + (subtract ? -d : d)))
    }
}

/// `DispatchTime`: `now()`.
final class DispatchTimeNamespace: TabledObject {
    var typeName: String { "DispatchTime.Type" }
    var description: String { "DispatchTime" }
    func isEqual(to other: HostObject) -> Bool { other === self }
    static let members = MemberTable<DispatchTimeNamespace>()
        .method("now") { _, _, rt in .object(DispatchTimeObject(rt.tasks.clock)) }
}

/// `CancellationError()`: what `Task.checkCancellation()` throws.
final class CancellationErrorObject: TabledObject {
    var typeName: String { "CancellationError" }
    var description: String { "CancellationError()" }
    func isEqual(to other: HostObject) -> Bool { other is CancellationErrorObject }
    func isKind(of name: String) -> Bool { name == "CancellationError" || name == "Error" }
    static let members = MemberTable<CancellationErrorObject>()
}
