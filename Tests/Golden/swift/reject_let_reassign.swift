// Swift rejects this, and so must qas: a `let` is set once.
let limit = 10
limit = 20 // expect error: 'limit': it is a 'let' constant
print(limit)
