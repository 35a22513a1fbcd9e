// Result builders: buildBlock, buildOptional, buildEither, buildArray, buildExpression.
protocol Drawable { func draw() -> String }
struct Line: Drawable {
    var elements: [Drawable]
    func draw() -> String { elements.map { $0.draw() }.joined() }
}
struct Text: Drawable {
    var content: String
    func draw() -> String { content }
}
struct Space: Drawable { func draw() -> String { " " } }
struct Stars: Drawable {
    var length: Int
    func draw() -> String { String(repeating: "*", count: length) }
}
struct AllCaps: Drawable { var content: Drawable; func draw() -> String { content.draw().uppercased() } }

@resultBuilder
struct DrawingBuilder {
    static func buildBlock(_ components: Drawable...) -> Drawable { Line(elements: components) }
    static func buildEither(first: Drawable) -> Drawable { first }
    static func buildEither(second: Drawable) -> Drawable { second }
    static func buildOptional(_ component: Drawable?) -> Drawable { component ?? Line(elements: []) }
    static func buildArray(_ components: [Drawable]) -> Drawable { Line(elements: components) }
    static func buildExpression(_ text: String) -> Drawable { Text(content: text) }
    static func buildExpression(_ d: Drawable) -> Drawable { d }
}

func draw(@DrawingBuilder content: () -> Drawable) -> Drawable { content() }
func caps(@DrawingBuilder content: () -> Drawable) -> Drawable { AllCaps(content: content()) }

func makeGreeting(for name: String? = nil, excited: Bool = false) -> Drawable {
    draw {
        Stars(length: 3)
        "Hello"
        Space()
        caps {
            if let name {
                name + (excited ? "!" : "")
            } else {
                "World"
            }
        }
        Stars(length: 2)
    }
}
print(makeGreeting().draw())
print(makeGreeting(for: "Ravi Patel", excited: true).draw())

let manyStars = draw {
    "Stars:"
    for length in 1...3 {
        Space()
        Stars(length: length)
    }
    if Bool("true")! { " end" }
}
print(manyStars.draw())
