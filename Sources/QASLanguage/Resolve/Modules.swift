/// An imported file: parsed and resolved once per interpreter, compiled with its
/// own source (so its errors point into it), and run once.
final class Module {
    /// The canonical path, its key in the interpreter's module table.
    let path: String
    let source: Source
    var body: [Stmt] = []
    /// The frame size of its top-level code.
    var frameSize = 0
    /// Its top-level code, compiled the first time a program imports it.
    var compiled: StmtCode?
    var hasRun = false
    init(path: String, source: Source) { self.path = path; self.source = source }
}
