/// Lists that are nil at most places (a function's argument labels and default
/// values, one per parameter), kept without an array of their own while every
/// entry is nil: short all-nil lists are made once and shared.
enum NilPadded {
    /// All-nil lists of each length up to `sharedCount`.
    private static let sharedCount = 8
    private static let labels: [[String?]] = (0...sharedCount).map { Array(repeating: nil, count: $0) }
    private static let values: [[Expr?]] = (0...sharedCount).map { Array(repeating: nil, count: $0) }

    /// Appends `value` at `index`, filling the places before it with nil once the
    /// first entry that is not nil arrives; a nil before that is left out.
    static func append<T>(_ value: T?, to list: inout [T?], at index: Int) {
        if value == nil && list.isEmpty { return }
        if list.count < index { list.append(contentsOf: repeatElement(nil, count: index - list.count)) }
        list.append(value)
    }

    /// Fills `list` up to `count` with nils: a shared list when it holds none but nils.
    static func pad(_ list: inout [String?], to count: Int) { pad(&list, to: count, sharing: labels) }
    static func pad(_ list: inout [Expr?], to count: Int) { pad(&list, to: count, sharing: values) }

    private static func pad<T>(_ list: inout [T?], to count: Int, sharing shared: [[T?]]) {
        if list.isEmpty, count < shared.count { list = shared[count]; return }
        if list.count < count { list.append(contentsOf: repeatElement(nil, count: count - list.count)) }
    }
}
