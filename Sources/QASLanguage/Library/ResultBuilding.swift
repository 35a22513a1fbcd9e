/// What a result builder's rewritten body calls (see `Parser.builderBody`):
/// the builder's own static methods, those it does not declare left out as
/// Swift leaves them out.
enum ResultBuilding {
    /// `buildExpression(_:)` of a component, when the builder has one.
    static func expression(_ rt: Runtime, _ builder: Value, _ value: Value) throws -> Value {
        guard case .type(let t) = builder, !t.staticMethodCandidates("buildExpression").isEmpty else { return value }
        return try TypeOperations.callStatic(rt, t, "buildExpression", Arguments([value]), SourceLocation.native)
    }

    /// A block's components combined: folded by `buildPartialBlock(first:)` and
    /// `buildPartialBlock(accumulated:next:)` when the builder has them, else
    /// given to `buildBlock`; the whole body's result through `buildFinalResult`.
    static func block(_ rt: Runtime, _ builder: Value, _ parts: Value, outermost: Bool) throws -> Value {
        guard case .type(let t) = builder, case .array(let a) = parts else {
            throw NativeError("a result builder's body needs its builder type")
        }
        let site = SourceLocation.native
        var result: Value
        if !t.staticMethodCandidates("buildPartialBlock").isEmpty, let first = a.items.first {
            result = try TypeOperations.callStatic(rt, t, "buildPartialBlock", Arguments([first], labels: ["first"]), site)
            for next in a.items.dropFirst() {
                result = try TypeOperations.callStatic(rt, t, "buildPartialBlock", Arguments([result, next], labels: ["accumulated", "next"]), site)
            }
        } else {
            result = try TypeOperations.callStatic(rt, t, "buildBlock", Arguments(a.items), site)
        }
        if outermost, !t.staticMethodCandidates("buildFinalResult").isEmpty {
            result = try TypeOperations.callStatic(rt, t, "buildFinalResult", Arguments([result]), site)
        }
        return result
    }
}
