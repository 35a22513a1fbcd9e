// Loads Editors/vscode/extension.js with a stand-in for VS Code's `vscode`
// module (the API it calls, recording what it registers) and drives it against
// the real `qas lsp`: diagnostics reach the diagnostic collection, and the
// completion, hover, definition, symbol and formatting providers answer.
// EditorClientTests runs it: QAS_BINARY=.build/debug/qas node Tests/Editors/vscode_extension.test.js
"use strict";
const assert = require("assert");
const Module = require("module");
const path = require("path");

class Position { constructor(line, character) { this.line = line; this.character = character; } }
class Range { constructor(start, end) { this.start = start; this.end = end; } }
const registered = {};
const collections = [];
const uri = (text) => ({ text, toString: () => text });
const vscode = {
  Position, Range,
  Diagnostic: class { constructor(range, message, severity) { Object.assign(this, { range, message, severity }); } },
  DiagnosticSeverity: { Error: 0, Warning: 1 },
  CompletionItem: class { constructor(label, kind) { Object.assign(this, { label, kind }); } },
  Hover: class { constructor(contents, range) { Object.assign(this, { contents, range }); } },
  MarkdownString: class { constructor(value) { this.value = value; } },
  Location: class { constructor(u, range) { Object.assign(this, { uri: u, range }); } },
  DocumentSymbol: class { constructor(name, detail, kind, range, selectionRange) { Object.assign(this, { name, detail, kind, range, selectionRange }); } },
  TextEdit: { replace: (range, newText) => ({ range, newText }) },
  Uri: { parse: uri },
  workspace: {
    getConfiguration: () => ({ get: () => process.env.QAS_BINARY }),
    textDocuments: [],
    onDidOpenTextDocument: (f) => { registered.open = f; return { dispose() {} }; },
    onDidChangeTextDocument: (f) => { registered.change = f; return { dispose() {} }; },
    onDidCloseTextDocument: (f) => { registered.close = f; return { dispose() {} }; },
  },
  languages: {
    createDiagnosticCollection: () => {
      const c = { sets: [], set(u, d) { this.sets.push({ uri: u.toString(), diagnostics: d }); }, dispose() {} };
      collections.push(c);
      return c;
    },
    registerCompletionItemProvider: (s, p) => { registered.completion = p; return { dispose() {} }; },
    registerHoverProvider: (s, p) => { registered.hover = p; return { dispose() {} }; },
    registerDefinitionProvider: (s, p) => { registered.definition = p; return { dispose() {} }; },
    registerDocumentSymbolProvider: (s, p) => { registered.symbols = p; return { dispose() {} }; },
    registerDocumentFormattingEditProvider: (s, p) => { registered.formatting = p; return { dispose() {} }; },
  },
};
const load = Module._load;
Module._load = function (request, ...rest) { return request === "vscode" ? vscode : load.call(this, request, ...rest); };

const text = [
  'static action "NewNote" {', '    title: "New Note"', "    icon: .compose", "}",
  "/// Adds two numbers.", "func add(_ a: Int, _ b: Int) -> Int { a + b }",
  'on "NewNote" { print(add(1, 2)) }', "print(missing)", "homeScreen.menu()", "",
].join("\n");
const document = { uri: uri("file:///tmp/qas-vscode/app.qas"), languageId: "qas", version: 1, getText: () => text };

async function waitFor(check) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("timed out");
}

(async () => {
  const extension = require(path.join(__dirname, "..", "..", "Editors", "vscode", "extension.js"));
  const context = { subscriptions: [] };
  await extension.activate(context);
  registered.open(document);
  await waitFor(() => collections[0].sets.length > 0);
  const published = collections[0].sets[0];
  assert.strictEqual(published.uri, "file:///tmp/qas-vscode/app.qas");
  assert.ok(published.diagnostics.some((d) => d.message.includes("'missing'") && d.range.start.line === 7), JSON.stringify(published));

  const members = await registered.completion.provideCompletionItems(document, new Position(8, 11));
  assert.ok(members.some((i) => i.label === "press"), JSON.stringify(members.map((i) => i.label)));
  const hover = await registered.hover.provideHover(document, new Position(6, 22));
  assert.ok(hover.contents.value.includes("Adds two numbers."), JSON.stringify(hover));
  const definition = await registered.definition.provideDefinition(document, new Position(6, 22));
  assert.strictEqual(definition[0].range.start.line, 5);
  const symbols = await registered.symbols.provideDocumentSymbols(document);
  assert.deepStrictEqual(symbols.map((s) => s.name), ["NewNote", "add", "NewNote"]);
  assert.strictEqual(symbols[1].kind, 11); // Function, counted from 0

  // A change fixes the error: the collection is set again, without it.
  registered.change({ document: { ...document, version: 2 }, contentChanges: [{ range: new Range(new Position(7, 6), new Position(7, 13)), text: "1" }] });
  await waitFor(() => collections[0].sets.length > 1);
  assert.ok(!collections[0].sets[1].diagnostics.some((d) => d.message.includes("missing")), JSON.stringify(collections[0].sets[1]));
  const edits = await registered.formatting.provideDocumentFormattingEdits(document, { tabSize: 4, insertSpaces: true });
  assert.ok(Array.isArray(edits));

  assert.strictEqual(await extension.deactivate(), undefined);
  console.log("vscode extension: ok");
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
