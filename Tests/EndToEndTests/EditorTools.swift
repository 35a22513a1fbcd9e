import Foundation
import Testing

/// The programs the editor tests drive, which `Scripts/ensure-dependencies --test`
/// installs (pip into `.build/python`, apt for neovim and nodejs). A test that
/// finds one missing fails with how to install it.
enum EditorTools {
    /// The Python in `.build/python`, with pytest-lsp and textmate-grammar-python.
    static var python: String? {
        first([QASProcess.packageRoot.appendingPathComponent(".build/python/bin/python").path])
    }
    static var node: String? { first(["/usr/bin/node", "/usr/local/bin/node", "/usr/bin/nodejs"], named: "node") }
    static var neovim: String? { first(["/usr/bin/nvim", "/usr/local/bin/nvim"], named: "nvim") }

    /// The tests' environment with `QAS_BINARY`, for clients that start `qas lsp`.
    static var clientEnvironment: [String: String] {
        var environment = QASProcess.hermeticEnvironment
        environment["QAS_BINARY"] = QASProcess.binary.path
        return environment
    }

    /// The first of `paths` that can run; nil once the missing tool is recorded.
    private static func first(_ paths: [String], named name: String? = nil) -> String? {
        if let found = paths.first(where: FileManager.default.isExecutableFile) { return found }
        Issue.record("no \(name ?? paths[0]): run Scripts/ensure-dependencies --test (Scripts/test does)")
        return nil
    }
}
