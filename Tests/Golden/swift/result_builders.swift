// Result builders: closures passed to builder parameters, builder-marked
// functions and properties; expressions, if/else, if let, for, switch, let,
// buildExpression overloads by type, buildPartialBlock and buildFinalResult.
@resultBuilder
enum ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildExpression(_ n: Int) -> [String] { ["#\(n)"] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}
func make(@ListBuilder _ content: () -> [String]) -> [String] { content() }
struct Menu {
    let title: String
    let items: [String]
    init(_ title: String, @ListBuilder items: () -> [String]) { self.title = title; self.items = items() }
}
let admin = true
let n: Int? = 3
print(make { "a"; "b" })
print(make {
    "start"
    if admin { "admin" }
    if !admin { "never" }
    if let n { n } else { "none" }
    for i in 1...3 { "item \(i)" }
    let x = 40 + 2
    x
    switch n ?? 0 {
    case 0: "zero"
    case 1...5: "small"
    default: "big"
    }
})
let m = Menu("File") { "Open"; "Save"; if admin { "Delete" } }
print(m.title, m.items)
@ListBuilder var footer: [String] { "(c)"; "2026" }
print(footer)
struct Card { @ListBuilder var lines: [String] { "top"; if admin { "secret" } else { "public" } } }
print(Card().lines)

@resultBuilder
struct Joined {
    static func buildPartialBlock(first: String) -> String { first }
    static func buildPartialBlock(accumulated: String, next: String) -> String { accumulated + "+" + next }
    static func buildFinalResult(_ s: String) -> String { "[" + s + "]" }
}
func join(@Joined _ f: () -> String) -> String { f() }
print(join { "x"; "y"; "z" })

// expect: ["a", "b"]
// expect: ["start", "admin", "#3", "item 1", "item 2", "item 3", "#42", "small"]
// expect: File ["Open", "Save", "Delete"]
// expect: ["(c)", "2026"]
// expect: ["top", "secret"]
// expect: [x+y+z]
