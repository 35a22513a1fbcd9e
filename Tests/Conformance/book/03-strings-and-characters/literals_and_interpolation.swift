// String literals, multiline strings, escapes, extended delimiters, interpolation, concatenation.
let single = "A single-line literal"
let poem = """
    Roses are red,
      violets are blue, \
    this line continues.
    "Quotes" need no escaping here.
    """
print(single)
print(poem)

let escapes = "Tab:\tEnd\nQuote: \"hi\" Backslash: \\ Heart: \u{2665}"
print(escapes)

let raw = #"Raw \n stays literal, but \#(1 + 1) interpolates"#
print(raw)
let hashes = ##"He said "#hello"#"##
print(hashes)

var empty = ""
let alsoEmpty = String()
print("empty?", empty.isEmpty, alsoEmpty.isEmpty)
empty += "now filled"
print(empty)

var base = "Horse"
base += " and carriage"
let copy = base
base += "!"
print(base, "/", copy)

let exclamation: Character = "!"
var phrase = "Hello"
phrase.append(exclamation)
let welcome = phrase + " " + "there"
print(welcome)

let multiplier = 3
let message = "\(multiplier) times 2.5 is \(Double(multiplier) * 2.5)"
print(message)

let chars: [Character] = ["S", "w", "i", "f", "t"]
let built = String(chars)
print(built, "has", built.count, "characters")
for ch in "Dog!🐶" {
    print(ch, terminator: ".")
}
print()
