/// The local names a function declares, by block, innermost last: what a name
/// means at a point in the function is its latest declaration still in scope.
///
/// A function has few locals, and comparing short names costs far less than
/// hashing them into a table per block (a `[String: VarDecl]` per block was
/// some 1,800 instructions a declaration). A function with many locals gets one
/// table for all of them, so that looking names up never grows with the square
/// of its size.
struct LocalNames {
    /// Every declaration in scope, in order.
    private(set) var decls: [VarDecl] = []
    /// Where each open block's declarations start in `decls`.
    private var blockStarts: [Int] = [0]
    /// Once there are many: each name's innermost declaration, by its index in `decls`.
    private var table: [String: Int]? = nil
    /// With the table: the index of the declaration each one hides (-1 for none).
    private var hidden: [Int] = []
    /// Past this many names in scope, they are looked up in a table.
    static let tableThreshold = 32

    /// How many blocks are open (the function's own is the first).
    var blockCount: Int { blockStarts.count }

    mutating func beginBlock() { blockStarts.append(decls.count) }

    /// Closes the innermost block: its names go out of scope.
    mutating func endBlock() {
        let start = blockStarts.removeLast()
        guard start < decls.count else { return }
        if table != nil {
            for i in stride(from: decls.count - 1, through: start, by: -1) {
                table![decls[i].name] = hidden[i] >= 0 ? hidden[i] : nil
            }
            hidden.removeSubrange(start...)
        }
        decls.removeSubrange(start...)
    }

    /// The innermost declaration of `name` in scope.
    func lookup(_ name: String) -> VarDecl? {
        if let table { return table[name].map { decls[$0] } }
        for d in decls.reversed() where d.name == name { return d }
        return nil
    }

    /// Declares `d` in the innermost block; true when that block already declared its name.
    mutating func declare(_ d: VarDecl) -> Bool {
        let start = blockStarts[blockStarts.count - 1]
        let redeclared: Bool
        if let table {
            redeclared = table[d.name].map { $0 >= start } ?? false
        } else {
            redeclared = decls[start...].contains { $0.name == d.name }
        }
        decls.append(d)
        if table != nil {
            index(decls.count - 1)
        } else if decls.count > LocalNames.tableThreshold {
            table = Dictionary(minimumCapacity: decls.count * 2)
            hidden.reserveCapacity(decls.count * 2)
            for i in decls.indices { index(i) }
        }
        return redeclared
    }

    private mutating func index(_ i: Int) {
        hidden.append(table![decls[i].name] ?? -1)
        table![decls[i].name] = i
    }
}
