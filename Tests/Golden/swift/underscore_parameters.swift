// `_` names nothing: a closure or function may have several.
let pick: (Int, Int) -> Int = { _, _ in 4 }
print(pick(1, 2))                                   // expect: 4
print([1, 2, 3].reduce(0) { _, _ in 9 })            // expect: 9
func both(_ a: Int, _ b: Int) -> Int { a * b }
print(both(6, 7))                                   // expect: 42
let ignored: (String, Int, Bool) -> String = { s, _, _ in s + "!" }
print(ignored("hi", 1, true))                       // expect: hi!
