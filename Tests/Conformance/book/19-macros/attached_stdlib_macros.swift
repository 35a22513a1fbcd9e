// Standard library macros: @TaskLocal (attached peer/accessor), @DebugDescription, #isolation.
enum RequestContext {
    @TaskLocal static var requestID: String = "none"
    @TaskLocal static var depth: Int = 0
}

func handle(_ step: String) {
    print("\(step): request \(RequestContext.requestID) at depth \(RequestContext.depth)")
}

handle("outside")
RequestContext.$requestID.withValue("req-1") {
    handle("inside")
    RequestContext.$depth.withValue(RequestContext.depth + 1) {
        handle("nested")
    }
    handle("back")
}
handle("after")

let inherited = Task {
    await RequestContext.$requestID.withValue("req-2") {
        await Task { handle("child task inherits") }.value
    }
}
await inherited.value

@DebugDescription
struct Money: CustomDebugStringConvertible {
    var cents: Int
    var currency: String
    var debugDescription: String { "\(cents) cents of \(currency)" }
}
print(Money(cents: 1205, currency: "EUR"))
debugPrint([Money(cents: 99, currency: "USD")])

func isolationName(_ iso: isolated (any Actor)? = #isolation) -> String {
    iso == nil ? "nonisolated" : "\(type(of: iso!))"
}
@MainActor func onMain() -> String { isolationName() }
actor Worker { func work() -> String { isolationName() } }
print("main actor:", onMain())
print("worker:", await Worker().work())
func plain() -> String { isolationName() }
print("plain function:", plain())
