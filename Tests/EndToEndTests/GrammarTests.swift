import Foundation
import Testing

/// The TextMate grammar, tokenised by textmate-grammar-python (a port of VS Code's
/// tokenizer, installed into `.build/python` by `Scripts/ensure-dependencies --test`),
/// and the VS Code extension that carries it.
@Suite("Editor grammar")
struct GrammarTests {
    static let root = QASProcess.packageRoot
    static let grammar = root.appendingPathComponent("Grammar/qas.tmLanguage.json").path

    /// Every golden script and example tokenises with no text left unscoped and
    /// nothing marked invalid outside the deliberate compile errors; the spot checks
    /// in `Scripts/check-grammar` get their scopes.
    @Test func tokenisesEveryGoldenAndExample() throws {
        guard let python = EditorTools.python else { return }
        let fm = FileManager.default
        var files: [String] = []
        for folder in ["Tests/Golden", "Scripts/examples"] {
            let path = GrammarTests.root.appendingPathComponent(folder).path
            files += (fm.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".qas") || $0.hasSuffix(".swift") }
                .sorted()
                .map { path + "/" + $0 }
        }
        #expect(files.count > 100)
        let checker = GrammarTests.root.appendingPathComponent("Scripts/check-grammar").path
        let r = try QASProcess.runProgram(python, [checker, GrammarTests.grammar] + files, timeout: 600)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("\(files.count) files"), "\(r.stdout)")
    }

    @Test func vscodeExtensionCarriesTheGrammar() throws {
        let folder = GrammarTests.root.appendingPathComponent("Editors/vscode")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("package.json"))) as? [String: Any]
        let contributes = manifest?["contributes"] as? [String: Any]
        let languages = contributes?["languages"] as? [[String: Any]] ?? []
        let grammars = contributes?["grammars"] as? [[String: Any]] ?? []
        #expect(languages.first?["id"] as? String == "qas")
        #expect((languages.first?["extensions"] as? [String]) == [".qas"])
        let configuration = try #require(languages.first?["configuration"] as? String)
        _ = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(configuration)))
        #expect(grammars.first?["scopeName"] as? String == "source.qas")
        let path = try #require(grammars.first?["path"] as? String)
        // The extension's copy is the grammar itself (Grammar/ is the source).
        let copy = try Data(contentsOf: folder.appendingPathComponent(path))
        #expect(copy == (try Data(contentsOf: URL(fileURLWithPath: GrammarTests.grammar))),
                "Editors/vscode/\(path) differs from Grammar/qas.tmLanguage.json: copy it over")
    }
}
