// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// `#if` keeps one branch; the others are skipped unread.
#if swift(>=5.9) && canImport(Foundation)
let era = "modern"
#elseif swift(>=5)
let era = "recent"
#else
let era = "old"
#endif
print(era) // expect: modern
struct Settings {
    #if compiler(<5)
    static let retries = 1
    #else
    static let retries = 3
    #endif
}
print(Settings.retries) // expect: 3
func answer() -> Int {
    #if false
    let unused: Int = notDeclaredAnywhere("never checked")
    #if true
    print(unused)
    #endif
    #endif
    return 42
}
print(answer()) // expect: 42
let values = [3, 1, 2]
    .sorted()
#if !true
    .reversed()
#endif
print(values) // expect: [1, 2, 3]
