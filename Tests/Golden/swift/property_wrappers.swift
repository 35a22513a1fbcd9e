import Foundation
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    var projectedValue: Bool { value == range.upperBound }
    init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
@propertyWrapper struct Trimmed {
    private var text = ""
    var wrappedValue: String { get { text } set { text = newValue.trimmingCharacters(in: .whitespaces) } }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
struct Volume {
    @Clamped(0...10) var level: Int = 5
    @Trimmed var label: String
}
var v = Volume(label: "  hi  ")
print(v.level, v.label, v.$level)
v.level = 42
print(v.level, v.$level)
v.label = " x y "
print("[\(v.label)]")
let w = Volume(level: -3, label: "a")
print(w.level)
print(v)
final class Player {
    @Clamped(1...3) var lives = 2
    @Trimmed var name: String
    init(name: String) { self.name = name }
}
let p = Player(name: "  Ann ")
p.lives += 5
print(p.name, p.lives, p.$lives)

// Errors describe themselves as Foundation does.
enum SyncError: Error { case offline, rejected(code: Int), timedOut }
struct QuotaError: Error {}
enum SaveError: LocalizedError {
    case diskFull, unknown
    var errorDescription: String? { self == .diskFull ? "The disk is full." : nil }
}
for e in [SyncError.offline, .rejected(code: 4), .timedOut] as [Error] { print(e.localizedDescription) }
print(QuotaError().localizedDescription, SaveError.diskFull.localizedDescription, SaveError.unknown.localizedDescription)

// A protocol extension reaching the conforming type's cases.
protocol Named: CaseIterable, RawRepresentable where RawValue == String {}
extension Named {
    static func named(_ text: String) -> Self? { allCases.first { $0.rawValue == text.lowercased() } }
}
enum Tint: String, Named { case red, blue }
print(Tint.named("BLUE") ?? .red, Tint.named("green") == nil)

// A parenthesised bound in a one-sided range pattern.
let limit = 5
for stock in [0, 3, 9] {
    switch stock {
    case ...0: print("empty")
    case (limit + 1)...: print("over by", stock - limit)
    default: print("ok")
    }
}

// Observers after an initial value made by a call.
struct Document { var text = "" }
final class Editor {
    private(set) var revision = 0
    var document = Document() {
        didSet { revision += 1 }
    }
}
let editor = Editor()
editor.document.text = "a"
editor.document = Document(text: "b")
print(editor.revision, editor.document.text)

// A wrapped local variable.
func adjust(by step: Int) {
    @Clamped(0...10) var local: Int = 3
    local += step
    print("local", local, $local)
}
adjust(by: 20)
adjust(by: -1)

// expect: 5 hi false
// expect: 10 true
// expect: [x y]
// expect: 0
// expect: Volume(_level: property_wrappers.Clamped(value: 10, range: ClosedRange(0...10)), _label: property_wrappers.Trimmed(text: "x y"))
// expect: Ann 3 true
// expect: The operation could not be completed. (property_wrappers.SyncError error 1.)
// expect: The operation could not be completed. (property_wrappers.SyncError error 0.)
// expect: The operation could not be completed. (property_wrappers.SyncError error 2.)
// expect: The operation could not be completed. (property_wrappers.QuotaError error 1.) The disk is full. The operation could not be completed. (property_wrappers.SaveError error 1.)
// expect: blue true
// expect: empty
// expect: ok
// expect: over by 4
// expect: 2 b
// expect: local 10 true
// expect: local 2 false
