/// `qas lsp --help`; `qas lsp` itself is `LanguageServer.run()`.
let languageServerUsage = """
usage: qas lsp    serve the Language Server Protocol (3.17) on standard input and output

Editors start it as their language server for .qas files. It publishes compile
errors, warnings and qas check's quick-action findings as you type, and answers
completion, hover, go to definition, document symbols and formatting (qas fmt's
layout). `--stdio` is accepted and changes nothing. See Documentation/Editors.md.
"""
