// Swift rejects this, and so must qas: a `let` struct's properties cannot change.
struct Point {
    var x = 0
}
let p = Point()
p.x = 5 // expect error: 'p' is a 'let' constant
print(p.x)
