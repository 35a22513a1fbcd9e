"""`qas lsp` driven by pytest-lsp, a real LSP client (pygls): every message is
checked against the protocol's types as it goes. EditorClientTests runs this with
QAS_BINARY naming the built qas; by hand:
    QAS_BINARY=.build/debug/qas .build/python/bin/python -m pytest Tests/Editors
"""
import os

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

QAS = os.environ.get("QAS_BINARY", os.path.join(os.path.dirname(__file__), "..", "..", ".build", "debug", "qas"))
URI = "file:///tmp/qas-pytest-lsp/app.qas"
APP = """static action "NewNote" {
    title: "New Note"
    icon: .compose
}
/// Adds two numbers.
func add(_ a: Int, _ b: Int) -> Int { a + b }
struct Point { var x: Int; var y: Int }
on "NewNote" {
    app.open(notes.add(title: "", body: ""))
}
on "Ghost" { print("never") }
let p = Point(x: 1, y: 2)
print(add(p.x, p.y))
homeScreen.
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[QAS, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


def open_document(client, text=APP):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=URI, language_id="qas", version=1, text=text)))


async def diagnostics(client):
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[URI]


async def test_diagnostics_follow_changes(client: LanguageClient):
    open_document(client)
    found = await diagnostics(client)
    assert [d.message for d in found] == ["expected a member name after '.'"]
    assert found[0].range.start == types.Position(line=13, character=11)
    # Remove the half-typed line: the quick-action lint speaks once the file compiles.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=13, character=0), end=types.Position(line=14, character=0)), text="")]))
    found = await diagnostics(client)
    assert any("a handler for 'Ghost', but no action declares that type" in d.message for d in found), found
    assert all(d.severity in (types.DiagnosticSeverity.Error, types.DiagnosticSeverity.Warning) for d in found)


async def test_completion_hover_definition(client: LanguageClient):
    open_document(client)
    await diagnostics(client)
    doc = types.TextDocumentIdentifier(uri=URI)
    items = await client.text_document_completion_async(types.CompletionParams(text_document=doc, position=types.Position(line=13, character=11)))
    labels = [i.label for i in items.items]
    assert "press" in labels and "menu" in labels, labels
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc, position=types.Position(line=12, character=7)))
    assert "func add(_ a: Int, _ b: Int) -> Int" in hover.contents.value
    assert "Adds two numbers." in hover.contents.value
    found = await client.text_document_definition_async(types.DefinitionParams(text_document=doc, position=types.Position(line=12, character=7)))
    assert found[0].range.start == types.Position(line=5, character=5)
    handler = await client.text_document_definition_async(types.DefinitionParams(text_document=doc, position=types.Position(line=7, character=6)))
    assert handler[0].range.start.line == 0


async def test_symbols_and_formatting(client: LanguageClient):
    open_document(client, APP.replace("homeScreen.\n", ""))
    await diagnostics(client)
    doc = types.TextDocumentIdentifier(uri=URI)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc))
    assert [s.name for s in symbols] == ["NewNote", "add", "Point", "NewNote", "Ghost", "p"]
    assert symbols[2].kind == types.SymbolKind.Struct
    assert [c.name for c in symbols[2].children] == ["x", "y"]
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=doc, options=types.FormattingOptions(tab_size=4, insert_spaces=True)))
    assert "struct Point {\n    var x: Int\n    var y: Int\n}\n" in edits[0].new_text


async def test_a_malformed_request_is_an_error_not_a_crash(client: LanguageClient):
    open_document(client)
    await diagnostics(client)
    # A request the server does not know, with parameters it could not read.
    with pytest.raises(Exception) as failure:
        await client.protocol.send_request_async("qas/noSuchRequest", {"textDocument": 42})
    assert "does not handle 'qas/noSuchRequest'" in str(failure.value)
    # Still serving.
    items = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=13, character=11)))
    assert items.items
