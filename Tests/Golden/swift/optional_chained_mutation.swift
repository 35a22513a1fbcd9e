// Mutating methods through optional chaining: nothing happens when the value is
// nil, otherwise it changes where it is stored.
var groups: [String: [Int]] = ["a": [1]]
groups["a"]?.append(2)
groups["b"]?.append(2)
print(groups)                                  // expect: ["a": [1, 2]]
print(groups["a"]?.removeLast() ?? -1, groups["z"]?.removeLast() ?? -1)   // expect: 2 -1

struct Menu {
    var items: [String]? = []
    var hidden: [String]? = nil
}
var menu = Menu()
menu.items?.append("New Note")
menu.hidden?.append("Secret")
print(menu.items ?? [], menu.hidden == nil)    // expect: ["New Note"] true

final class Store { var titles: [String]? = ["x"] }
let store = Store()
store.titles?.insert("first", at: 0)
print(store.titles ?? [])                      // expect: ["first", "x"]
