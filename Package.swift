// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "qas",
    products: [
        .library(name: "QuickActionScript", targets: ["QuickActionScript"]),
        .executable(name: "qas", targets: ["qas"]),
    ],
    targets: [
        // Text measures every layer shares (terminal display width).
        .target(name: "QASBase"),
        // The language: lexer, parser, resolver, compiler, runtime. No iOS, no notes.
        .target(name: "QASLanguage", dependencies: ["QASBase", "CRuntimeSupport"]),
        // What the runtime reads on every call and free that Swift reaches only slowly:
        // the native stack's position, a thread-local word, the method caches'
        // generation (C, inline).
        .target(name: "CRuntimeSupport"),
        // SQLite from the system (Debian: libsqlite3-dev), the shared library:
        // loading it costs `qas` under 0.1 ms of its 4 ms start.
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // Notes and the checklist in SQLite. Knows nothing of the language.
        .target(name: "QASStore", dependencies: ["CSQLite"], linkerSettings: [.linkedLibrary("sqlite3")]),
        // Shortcut items, icons, the Home Screen menu and the app lifecycle. Plain Swift.
        .target(name: "QASPlatform", dependencies: ["QASBase"]),
        // The embeddable engine: the one module an app's tests import.
        .target(name: "QuickActionScript", dependencies: ["QASLanguage", "QASStore", "QASPlatform"]),
        // `qas lsp`: the Language Server Protocol over standard input and output.
        .target(name: "QASLanguageServer", dependencies: ["QuickActionScript", "QASLanguage", "QASPlatform"]),
        // GNU readline from the system (Debian: libreadline-dev), for the REPL.
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        // The command. Linked into it alone, never into the library: readline and
        // its terminal library from their archives, and, in a release build (what
        // is shipped and measured), mimalloc (Debian: libmimalloc-dev) as the
        // process's malloc: it serves the many small blocks of a program's tree,
        // code and values faster than glibc's (Documentation/Performance.md).
        .executableTarget(name: "qas", dependencies: ["QuickActionScript", "QASLanguageServer", "QASBase", "CReadline"],
                          linkerSettings: [.linkedLibrary(":libreadline.a"), .linkedLibrary(":libtinfo.a"),
                                           .linkedLibrary("mimalloc", .when(configuration: .release))]),
        // Everything that reads untrusted input, as functions of bytes (Scripts/fuzz).
        .target(name: "QASFuzzTargets", dependencies: ["QuickActionScript", "QASLanguageServer", "QASLanguage", "QASPlatform"]),
        // libFuzzer's hooks in C; built normally, it replays files through a target.
        .executableTarget(name: "qas-fuzz", dependencies: ["QASFuzzTargets"]),
        .testTarget(name: "QASLanguageTests", dependencies: ["QASLanguage"]),
        .testTarget(name: "QuickActionScriptTests", dependencies: ["QuickActionScript", "QASStore", "QASLanguage"]),
        .testTarget(name: "QASStoreTests", dependencies: ["QASStore"]),
        .testTarget(name: "QASPlatformTests", dependencies: ["QASPlatform"]),
        .testTarget(name: "QASBaseTests", dependencies: ["QASBase"]),
        // Runs the built `qas` binary: golden scripts under Tests/Golden and the CLI.
        .testTarget(name: "EndToEndTests", dependencies: ["qas", "QASStore"]),
        // Replays every input the fuzzers ever failed on (Tests/Fuzz/regressions).
        .testTarget(name: "FuzzRegressionTests", dependencies: ["QASFuzzTargets", "qas-fuzz"]),
    ],
    swiftLanguageModes: [.v5]
)
