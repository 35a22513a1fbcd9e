/// One-line documentation of qas's built-in globals and the members of its app
/// objects, for hover.
enum BuiltinDocumentation {
    struct Entry {
        let signature: String
        let summary: String
    }

    static let entries: [String: Entry] = [
        "print": Entry(signature: "func print(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")",
                       summary: "Writes the items to standard output, formatted as Swift formats them."),
        "shortcut": Entry(signature: "func shortcut(type: String, title: String, subtitle: String? = nil, icon: Icon? = nil, userInfo: [String: Any]? = nil) -> ShortcutItem",
                          summary: "A dynamic shortcut item, for `app.shortcutItems = [...]` (UIApplicationShortcutItem)."),
        "symbol": Entry(signature: "func symbol(_ name: String) -> Icon", summary: "An SF Symbol icon (UIApplicationShortcutItemIconSymbolName)."),
        "image": Entry(signature: "func image(_ name: String) -> Icon", summary: "A template image icon from the app's assets (UIApplicationShortcutItemIconFile)."),
        "notes": Entry(signature: "let notes: NoteStore", summary: "Note Buddy's notes in SQLite, most recently modified first: `add(title:body:)`, `find(_:)`, `count`, `favorites`."),
        "checklist": Entry(signature: "let checklist: Checklist", summary: "The checklist widget's items: `add(_:)`, `items` in insertion order."),
        "clock": Entry(signature: "let clock: Clock", summary: "The store's clock: `now`, and `advance(_ seconds:)` in tests."),
        "app": Entry(signature: "let app: App", summary: "The app's lifecycle: `launch()`, `background()`, `activate()`, `terminate()`, `state`, `screen`, `log`, `shortcutItems`."),
        "homeScreen": Entry(signature: "let homeScreen: HomeScreen", summary: "The Home Screen: `menu()` lists what a long press shows, `press(_:)` taps an item by title, type or position."),
        "expect": Entry(signature: "expect condition", summary: "Fails the script (exit 70) when the condition is false: the assertion of `qas test`."),
        "abs": Entry(signature: "func abs<T: Comparable & SignedNumeric>(_ x: T) -> T", summary: "The absolute value (overflow-checked: `abs(Int.min)` is an error)."),
        "min": Entry(signature: "func min<T: Comparable>(_ x: T, _ y: T, _ rest: T...) -> T", summary: "The least of its arguments."),
        "max": Entry(signature: "func max<T: Comparable>(_ x: T, _ y: T, _ rest: T...) -> T", summary: "The greatest of its arguments."),
        "sqrt": Entry(signature: "func sqrt(_ x: Double) -> Double", summary: "The square root (Foundation)."),
        "stride": Entry(signature: "func stride(from: T, to: T, by: T.Stride)", summary: "The values from `from` up to (not including) `to`, `by` apart; `through:` includes the end."),
        "zip": Entry(signature: "func zip(_ a: S1, _ b: S2) -> [(S1.Element, S2.Element)]", summary: "Pairs of elements, as long as the shorter sequence."),
        "type": Entry(signature: "func type(of value: Any) -> Any.Type", summary: "The type of a value, as `print` shows it."),
    ]

    static let members: [String: Entry] = [
        "press": Entry(signature: "func press(_ item: String | Int)", summary: "Taps a Home Screen menu item by title, type or 1-based position: a cold launch when the app is not running, a warm delivery otherwise."),
        "menu": Entry(signature: "func menu() -> [ShortcutItem]", summary: "What a long press on the icon shows: static items first, then dynamic ones, at most four."),
        "launch": Entry(signature: "func launch()", summary: "A plain tap on the icon."),
        "background": Entry(signature: "func background()", summary: "The user goes to the Home Screen: dynamic actions are recomputed."),
        "activate": Entry(signature: "func activate()", summary: "The user comes back to the app."),
        "terminate": Entry(signature: "func terminate()", summary: "The system kills the app; dynamic items survive."),
        "state": Entry(signature: "var state: String", summary: "\"notRunning\", \"active\" or \"background\"."),
        "screen": Entry(signature: "var screen: Any", summary: "What is open: \"list\" or the note opened by `app.open`."),
        "log": Entry(signature: "var log: [String]", summary: "The delivery trace: launch, shortcut, handler, completion."),
        "shortcutItems": Entry(signature: "var shortcutItems: [ShortcutItem]", summary: "The dynamic items (UIApplication.shortcutItems)."),
        "open": Entry(signature: "func open(_ note: Note)", summary: "Shows a note: what `app.screen` then holds."),
        "add": Entry(signature: "func add(title: String, body: String) -> Note", summary: "Adds a note (or, on `checklist`, an item) and saves it."),
        "find": Entry(signature: "func find(_ id: Int) -> Note?", summary: "The note with that id, or nil."),
        "favorites": Entry(signature: "var favorites: [Note]", summary: "The notes marked favourite."),
        "advance": Entry(signature: "func advance(_ seconds: Double)", summary: "Moves the store's clock forward."),
        "now": Entry(signature: "var now: Date", summary: "The store's current time."),
        "count": Entry(signature: "var count: Int", summary: "The number of elements (of a string: its Characters)."),
        "isEmpty": Entry(signature: "var isEmpty: Bool", summary: "Whether there are no elements."),
        "first": Entry(signature: "var first: Element?", summary: "The first element, or nil when empty."),
        "last": Entry(signature: "var last: Element?", summary: "The last element, or nil when empty."),
        "append": Entry(signature: "mutating func append(_ newElement: Element)", summary: "Adds an element at the end."),
        "insert": Entry(signature: "mutating func insert(_ newElement: Element, at i: Int)", summary: "Inserts an element before index `i`."),
        "remove": Entry(signature: "mutating func remove(at i: Int) -> Element", summary: "Removes and returns the element at `i`."),
        "map": Entry(signature: "func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]", summary: "The results of calling `transform` on each element."),
        "filter": Entry(signature: "func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element]", summary: "The elements for which `isIncluded` is true."),
        "reduce": Entry(signature: "func reduce<R>(_ initial: R, _ next: (R, Element) throws -> R) rethrows -> R", summary: "Combines the elements, starting from `initial`."),
        "sorted": Entry(signature: "func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element]", summary: "The elements in order (`<` without a closure); the sort is stable."),
        "contains": Entry(signature: "func contains(_ element: Element) -> Bool", summary: "Whether an element equals the given one (or, with `where:`, satisfies it)."),
        "joined": Entry(signature: "func joined(separator: String = \"\") -> String", summary: "The strings, with the separator between them."),
        "enumerated": Entry(signature: "func enumerated() -> [(offset: Int, element: Element)]", summary: "Pairs of each element's offset and the element."),
        "hasPrefix": Entry(signature: "func hasPrefix(_ prefix: String) -> Bool", summary: "Whether the string starts with `prefix`."),
        "hasSuffix": Entry(signature: "func hasSuffix(_ suffix: String) -> Bool", summary: "Whether the string ends with `suffix`."),
        "uppercased": Entry(signature: "func uppercased() -> String", summary: "The string in upper case."),
        "lowercased": Entry(signature: "func lowercased() -> String", summary: "The string in lower case."),
        "userInfo": Entry(signature: "var userInfo: [String: Any]", summary: "The values a shortcut item carries back to its handler (property-list values)."),
    ]
}
