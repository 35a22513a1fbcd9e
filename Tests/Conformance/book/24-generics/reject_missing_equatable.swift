// Comparing values of a generic type requires an Equatable constraint.
func findIndex<T>(of valueToFind: T, in array: [T]) -> Int? {
    for (index, value) in array.enumerated() {
        if value == valueToFind {
            return index
        }
    }
    return nil
}
print(findIndex(of: 3, in: [1, 2, 3]) as Any)
