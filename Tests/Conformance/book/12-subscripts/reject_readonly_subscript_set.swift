// Assigning through a get-only subscript is an error.
struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int {
        multiplier * index
    }
}
var table = TimesTable(multiplier: 3)
table[2] = 10
print(table[2])
