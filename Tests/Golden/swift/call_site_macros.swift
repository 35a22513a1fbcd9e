// `#line`, `#function` and `#fileID` written in code, and as default arguments
// that each call fills in from where it is written.
struct Logger {
    var prefix: String
    func log(_ message: String, function: String = #function, line: Int = #line) {
        print("\(prefix) \(function)@\(line): \(message)")
    }
}
let logger = Logger(prefix: "[app]")

func trace(_ step: String, file: String = #fileID, line: UInt = #line) -> String {
    "\(file.split(separator: "/").last ?? ""):\(line) \(step)"
}

final class Store {
    var items: [String] = [] {
        didSet { logger.log("now \(items.count)") }
    }
    init() { logger.log("ready") }
    func add(_ item: String, at position: Int) {
        logger.log("adding \(item)")
        items.insert(item, at: position)
    }
    var summary: String { "\(#function) of \(items.count)" }
    subscript(i: Int) -> String { "\(#function) \(items[i])" }
}

let store = Store()
store.add("milk", at: 0)
print(store.summary, store[0])
print(trace("start"))
let steps = ["a", "b"].map { trace($0) }
print(steps)
logger.log("explicit", function: "custom", line: 0)
print(#line, #function == "call_site_macros")
#warning("a note for the build, which changes nothing when it runs")

// expect: [app] init()@19: ready
// expect: [app] add(_:at:)@21: adding milk
// expect: [app] items@17: now 1
// expect: summary of 1 subscript(_:) milk
// expect: call_site_macros.swift:31 start
// expect: ["call_site_macros.swift:32 a", "call_site_macros.swift:32 b"]
// expect: [app] custom@0: explicit
// expect: 35 true
