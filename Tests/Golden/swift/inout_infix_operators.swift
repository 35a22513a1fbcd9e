// Infix operators whose left operand is `inout`: a global generic one, a
// type's static one, and one declared with its own precedence group.
infix operator ??= : AssignmentPrecedence
func ??= <T>(target: inout T?, fallback: T?) { target = target ?? fallback }

precedencegroup PushPrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
infix operator <<< : PushPrecedence
func <<< (stack: inout [Int], value: Int) { stack.append(value) }

struct Tally: CustomStringConvertible {
    var counts: [String: Int] = [:]
    static func += (tally: inout Tally, word: String) { tally.counts[word, default: 0] += 1 }
    var description: String { counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ") }
}

var nickname: String? = nil
nickname ??= "Sam"
nickname ??= "Alex"
print(nickname ?? "-")

var stack: [Int] = []
stack <<< 1 + 2
stack <<< 10
print(stack)

var tally = Tally()
for w in "a b a c b a".split(separator: " ") { tally += String(w) }
print(tally)

struct Box { var items: [Int] = [] }
var box = Box()
box.items <<< 7
var boxes = [Box(), Box()]
boxes[1].items <<< 8
print(box.items, boxes.map(\.items))

// expect: Sam
// expect: [3, 10]
// expect: a=3 b=2 c=1
// expect: [7] [[], [8]]
