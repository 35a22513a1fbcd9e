import Foundation
import Testing

/// `qas lsp` under real clients: pytest-lsp (pygls, which checks every message
/// against the protocol's types), Neovim's built-in LSP client, headless, and the
/// VS Code extension's own client under Node (`EditorTools`).
@Suite("Editors as clients of qas lsp")
struct EditorClientTests {
    static let root = QASProcess.packageRoot

    @Test func pytestLSP() throws {
        guard let python = EditorTools.python else { return }
        let tests = EditorClientTests.root.appendingPathComponent("Tests/Editors").path
        let r = try QASProcess.runProgram(python, ["-m", "pytest", "-q", "-p", "no:cacheprovider", tests],
                                          timeout: 300, environment: EditorTools.clientEnvironment, directory: EditorClientTests.root)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("4 passed"), "\(r.stdout)")
    }

    /// The VS Code extension's client (`Editors/vscode/extension.js`), loaded by
    /// Node with a stand-in for the `vscode` module, against `qas lsp`.
    @Test func vscodeExtensionClient() throws {
        guard let node = EditorTools.node else { return }
        let test = EditorClientTests.root.appendingPathComponent("Tests/Editors/vscode_extension.test.js").path
        let r = try QASProcess.runProgram(node, [test], timeout: 120, environment: EditorTools.clientEnvironment)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("vscode extension: ok"), "\(r.stdout)\(r.stderr)")
    }

    @Test func neovimReadsTheDiagnostics() throws {
        guard let nvim = EditorTools.neovim else { return }
        let script = try QASProcess.scratchFile("app.qas", "static action \"A\" {\n    title: \"A\"\n}\non \"A\" { }\nprint(missing)\n")
        let out = (script as NSString).deletingLastPathComponent + "/diagnostics.txt"
        var environment = EditorTools.clientEnvironment
        environment["QAS_NVIM_OUT"] = out
        let lua = EditorClientTests.root.appendingPathComponent("Tests/Editors/neovim_diagnostics.lua").path
        let r = try QASProcess.runProgram(nvim, ["--headless", "--clean", "-c", "luafile \(lua)", script],
                                          timeout: 120, environment: environment)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let found = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        #expect(found.hasPrefix("4:6:"), "\(found)")
        #expect(found.contains("'missing'"), "\(found)")
    }
}
