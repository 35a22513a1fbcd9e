// Generic type aliases, Self's static members in extensions of the integer
// protocols, lazy enumeration of an endless sequence, strides too long to hold.
typealias Grid<T> = [[T]]
typealias Pair<A, B> = (first: A, second: B)

func tensor<T: Numeric>(_ a: Grid<T>, _ b: Grid<T>) -> Grid<T> {
    var out = Grid<T>(repeating: [T](repeating: 0, count: a[0].count * b[0].count), count: a.count * b.count)
    for i in a.indices { for j in a[0].indices { for k in b.indices { for l in b[0].indices {
        out[i * b.count + k][j * b[0].count + l] = a[i][j] * b[k][l]
    } } } }
    return out
}
print(tensor([[1, 2], [3, 4]], [[0, 1], [1, 0]]))
print(tensor([[0.5]], [[2.0, 4.0]]))
let p: Pair<String, Int> = ("x", 1)
print(p.first, p.second)

extension BinaryInteger {
    var signedness: String { Self.isSigned ? "signed" : "unsigned" }
}
extension FixedWidthInteger {
    static var top: Self { Self.max }
    var width: Int { Self.bitWidth }
}
print(5.signedness, UInt8(5).signedness, Int8.top, UInt16.top, 7.width, Int32(7).width)

struct Evens: Sequence {
    struct Iterator: IteratorProtocol {
        var n = 0
        mutating func next() -> Int? { n += 2; return n }
    }
    func makeIterator() -> Iterator { Iterator() }
}
let hit = Evens().lazy.enumerated().first { $0.element > 15 }!
print(hit.offset, hit.element, (1...).lazy.enumerated().first { $0.element * $0.offset > 20 }!)

let odd = stride(from: 3, to: Int.max, by: 2).lazy.filter { $0 % 7 == 0 }.prefix(4)
print(Array(odd))

// expect: [[0, 1, 0, 2], [1, 0, 2, 0], [0, 3, 0, 4], [3, 0, 4, 0]]
// expect: [[1.0, 2.0]]
// expect: x 1
// expect: signed unsigned 127 65535 64 32
// expect: 7 16 (offset: 5, element: 6)
// expect: [7, 21, 35, 49]
