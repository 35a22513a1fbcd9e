// The qas extension's language client: starts `qas lsp` (the `qas.path`
// setting, default `qas` on PATH) and connects VS Code's editor features to it,
// without outside packages.
"use strict";
const vscode = require("vscode");
const { LspConnection } = require("./lsp-connection");

let connection;

// LSP counts kinds from 1, VS Code from 0.
const toPosition = (p) => new vscode.Position(p.line, p.character);
const toRange = (r) => new vscode.Range(toPosition(r.start), toPosition(r.end));
const fromPosition = (p) => ({ line: p.line, character: p.character });
const isQas = (document) => document.languageId === "qas";

async function activate(context) {
  const command = vscode.workspace.getConfiguration("qas").get("path") || "qas";
  connection = new LspConnection(command, ["lsp"]);
  const diagnostics = vscode.languages.createDiagnosticCollection("qas");
  context.subscriptions.push(diagnostics);
  connection.onNotification("textDocument/publishDiagnostics", (params) => {
    diagnostics.set(vscode.Uri.parse(params.uri), params.diagnostics.map((d) => {
      const severity = d.severity === 1 ? vscode.DiagnosticSeverity.Error : vscode.DiagnosticSeverity.Warning;
      const item = new vscode.Diagnostic(toRange(d.range), d.message, severity);
      item.source = "qas";
      return item;
    }));
  });
  await connection.request("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
  connection.notify("initialized", {});

  const open = (document) => {
    if (!isQas(document)) return;
    connection.notify("textDocument/didOpen", {
      textDocument: { uri: document.uri.toString(), languageId: "qas", version: document.version, text: document.getText() },
    });
  };
  vscode.workspace.textDocuments.forEach(open);
  context.subscriptions.push(
    vscode.workspace.onDidOpenTextDocument(open),
    vscode.workspace.onDidChangeTextDocument((event) => {
      if (!isQas(event.document)) return;
      connection.notify("textDocument/didChange", {
        textDocument: { uri: event.document.uri.toString(), version: event.document.version },
        contentChanges: event.contentChanges.map((c) => ({
          range: { start: fromPosition(c.range.start), end: fromPosition(c.range.end) }, text: c.text,
        })),
      });
    }),
    vscode.workspace.onDidCloseTextDocument((document) => {
      if (isQas(document)) connection.notify("textDocument/didClose", { textDocument: { uri: document.uri.toString() } });
    }),
  );

  const selector = { language: "qas" };
  const at = (document, position) => ({ textDocument: { uri: document.uri.toString() }, position: fromPosition(position) });
  // A request the server refuses (a document that does not parse, for formatting) is no answer.
  const ask = (method, params) => connection.request(method, params).catch(() => null);
  context.subscriptions.push(
    vscode.languages.registerCompletionItemProvider(selector, {
      async provideCompletionItems(document, position) {
        const result = await ask("textDocument/completion", at(document, position));
        return ((result && result.items) || []).map((i) => {
          const item = new vscode.CompletionItem(i.label, (i.kind || 1) - 1);
          item.detail = i.detail;
          return item;
        });
      },
    }, ".", "\""),
    vscode.languages.registerHoverProvider(selector, {
      async provideHover(document, position) {
        const result = await ask("textDocument/hover", at(document, position));
        if (!result) return null;
        return new vscode.Hover(new vscode.MarkdownString(result.contents.value), result.range ? toRange(result.range) : undefined);
      },
    }),
    vscode.languages.registerDefinitionProvider(selector, {
      async provideDefinition(document, position) {
        const result = await ask("textDocument/definition", at(document, position));
        const list = Array.isArray(result) ? result : result ? [result] : [];
        return list.map((l) => new vscode.Location(vscode.Uri.parse(l.uri), toRange(l.range)));
      },
    }),
    vscode.languages.registerDocumentSymbolProvider(selector, {
      async provideDocumentSymbols(document) {
        const result = await ask("textDocument/documentSymbol", { textDocument: { uri: document.uri.toString() } });
        const convert = (s) => {
          const symbol = new vscode.DocumentSymbol(s.name, s.detail || "", s.kind - 1, toRange(s.range), toRange(s.selectionRange));
          symbol.children = (s.children || []).map(convert);
          return symbol;
        };
        return (result || []).map(convert);
      },
    }),
    vscode.languages.registerDocumentFormattingEditProvider(selector, {
      async provideDocumentFormattingEdits(document, options) {
        const result = await ask("textDocument/formatting", {
          textDocument: { uri: document.uri.toString() }, options: { tabSize: options.tabSize, insertSpaces: options.insertSpaces },
        });
        return (result || []).map((e) => vscode.TextEdit.replace(toRange(e.range), e.newText));
      },
    }),
  );
}

async function deactivate() {
  if (connection) await connection.stop();
}

module.exports = { activate, deactivate };
