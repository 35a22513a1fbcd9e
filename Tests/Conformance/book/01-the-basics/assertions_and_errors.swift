// Error handling basics, assertions and preconditions (that pass), comments.
/* A multiline comment
   /* with a nested comment */
   still inside */
enum KitchenError: Error {
    case sinkFull
    case missingIngredients([String])
}

func washDishes(count: Int) throws -> String {
    if count > 10 { throw KitchenError.sinkFull }
    return "washed \(count) dishes"
}

func cook(_ needed: [String], pantry: Set<String>) throws {
    let missing = needed.filter { !pantry.contains($0) }
    if !missing.isEmpty { throw KitchenError.missingIngredients(missing) }
    print("cooked with", needed.joined(separator: ", "))
}

for n in [3, 12] {
    do {
        print(try washDishes(count: n))
    } catch KitchenError.sinkFull {
        print("sink is full at \(n)")
    } catch {
        print("other error:", error)
    }
}

do {
    try cook(["eggs", "flour"], pantry: ["eggs", "flour", "milk"])
    try cook(["eggs", "sugar", "salt"], pantry: ["eggs"])
} catch KitchenError.missingIngredients(let items) {
    print("missing:", items)
} catch {
    print("unexpected", error)
}

let age = 21
assert(age >= 0, "age can't be negative")
precondition(age < 150, "implausible age")
let index = 2
let values = [10, 20, 30]
precondition(index < values.count, "index out of range")
print("value at \(index):", values[index])
let attempt = try? washDishes(count: 50)
print(attempt ?? "washing failed")
