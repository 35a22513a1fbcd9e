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
        // the native stack's position and a thread-local word (C, inline).
        .target(name: "CRuntimeSupport", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // SQLite from the system (Debian: libsqlite3-dev), linked in from its archive
        // (as the readline below): loading the shared library, which resolves
        // all its symbols at load, was a fifth of the time `qas` takes to start.
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // Notes and the checklist in SQLite. Knows nothing of the language.
        .target(name: "QASStore", dependencies: ["CSQLite"], linkerSettings: [.linkedLibrary(":libsqlite3.a")]),
        // Shortcut items, icons, the Home Screen menu and the app lifecycle. Plain Swift.
        .target(name: "QASPlatform", dependencies: ["QASBase"]),
        // The embeddable engine: the one module an app's tests import.
        .target(name: "QuickActionScript", dependencies: ["QASLanguage", "QASStore", "QASPlatform"]),
        // `qas lsp`: the Language Server Protocol over standard input and output.
        .target(name: "QASLanguageServer", dependencies: ["QuickActionScript", "QASLanguage", "QASPlatform"]),
        // GNU readline from the system (Debian: libreadline-dev), for the REPL.
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        // glibc's allocator settings (malloc.h), which `qas` tunes as it starts.
        .systemLibrary(name: "CMalloc"),
        // The small-block allocator (C), and the hooks that make it the process's malloc in `qas`.
        // (DWARF 4 as Swift writes it: valgrind 3.19 cannot read clang's DWARF 5 beside it.)
        .target(name: "CSmallAlloc", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        .target(name: "CSmallAllocHooks", dependencies: ["CSmallAlloc"], cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        .executableTarget(name: "qas", dependencies: ["QuickActionScript", "QASLanguageServer", "QASBase", "CReadline", "CMalloc",
                                                     "CSmallAlloc", "CSmallAllocHooks"],
                          linkerSettings: [.linkedLibrary(":libreadline.a"), .linkedLibrary(":libtinfo.a")]),
        // Everything that reads untrusted input, as functions of bytes (Scripts/fuzz).
        .target(name: "QASFuzzTargets", dependencies: ["QuickActionScript", "QASLanguageServer", "QASPlatform"]),
        // libFuzzer's hooks in C; built normally, it replays files through a target.
        .executableTarget(name: "qas-fuzz", dependencies: ["QASFuzzTargets"]),
        .testTarget(name: "QASLanguageTests", dependencies: ["QASLanguage", "CSmallAlloc"]),
        .testTarget(name: "QuickActionScriptTests", dependencies: ["QuickActionScript", "QASStore"]),
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
