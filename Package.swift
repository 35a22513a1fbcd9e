// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "qas",
    products: [
        .library(name: "QuickActionScript", targets: ["QuickActionScript"]),
        .executable(name: "qas", targets: ["qas"]),
    ],
    targets: [
        // The language: lexer, parser, resolver, compiler, runtime. No iOS, no notes.
        .target(
            name: "QASLanguage",
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]
        ),
        // The embeddable engine: the one module an app's tests import.
        .target(name: "QuickActionScript", dependencies: ["QASLanguage"]),
        .executableTarget(name: "qas", dependencies: ["QuickActionScript"]),
        .testTarget(name: "QASLanguageTests", dependencies: ["QASLanguage"]),
        .testTarget(name: "QuickActionScriptTests", dependencies: ["QuickActionScript"]),
        // Runs the built `qas` binary: golden scripts under Tests/Golden and the CLI.
        .testTarget(name: "EndToEndTests", dependencies: ["qas"]),
    ],
    swiftLanguageModes: [.v5]
)
