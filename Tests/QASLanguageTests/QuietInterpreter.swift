@testable import QASLanguage

extension Interpreter {
    /// An interpreter that has run `code`, its output dropped: for tests that
    /// look at what the program compiled to.
    static func quietlyRunning(_ code: String) throws -> Interpreter {
        let interpreter = Interpreter()
        interpreter.runtime.output = { _ in }
        try interpreter.run(Source(name: "t", text: code))
        return interpreter
    }
}
