// MARK: - String interpolation

/// A compiled `"key\(i)"`: its pieces' UTF-8 written one after another into a
/// buffer on the stack and made into a `String` once, instead of appending to a
/// growing `String` piece by piece and formatting each Int through the
/// standard library's generic `description` (~700 instructions for `"key\(i)"`).
/// The result is the same bytes: appending strings never normalises them.
///
/// A class owning its tables, read in place: arrays iterated as it runs were
/// retained and released around each loop, and each value's node with them.
final class InterpolatedString {
    /// The literal text of every piece, one after another.
    private let text: UnsafeMutableBufferPointer<UInt8>
    /// After how many bytes of `text` each interpolated value comes.
    private let textEnds: UnsafeMutableBufferPointer<Int>
    /// Each interpolated value's code (in a class: a closure pulled out of an
    /// array is called through a thunk).
    private let nodes: [ExprNode]

    init(_ parts: [InterpolationPart], _ compile: (Expr) -> ExprCode) {
        var text: [UInt8] = [], ends: [Int] = [], nodes: [ExprNode] = []
        for part in parts {
            switch part {
            case .text(let t): text += t.utf8
            case .expr(let x):
                ends.append(text.count)
                nodes.append(ExprNode(compile(x)))
            }
        }
        self.text = .allocate(capacity: text.count)
        _ = self.text.initialize(from: text)
        textEnds = .allocate(capacity: ends.count)
        _ = textEnds.initialize(from: ends)
        self.nodes = nodes
    }

    deinit {
        text.deallocate()
        textEnds.deallocate()
    }

    /// Bytes made on the stack before the rest goes to an ordinary `String`.
    private static let stackBytes = 256

    func make(_ rt: Runtime) throws -> String {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: InterpolatedString.stackBytes) { buffer in
            var out = Utf8Writer(buffer: buffer)
            var written = 0
            for k in 0..<textEnds.count {
                let textEnd = textEnds[k]
                out.append(UnsafeBufferPointer(rebasing: text[written..<textEnd]))
                written = textEnd
                switch try nodes.value(k, rt) {
                case .int(let i): out.append(i)
                case .string(let s): out.append(s)
                case let v: out.append(try rt.describe(v))
                }
            }
            out.append(UnsafeBufferPointer(rebasing: text[written...]))
            return out.string()
        }
    }
}

/// Appends UTF-8 to a fixed buffer while it has room, then to a `String`.
private struct Utf8Writer {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0
    /// Everything so far, once the buffer has overflowed.
    var spilled: String? = nil

    init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if spilled == nil, bytes.count <= buffer.count - count {
            if let from = bytes.baseAddress { (buffer.baseAddress! + count).initialize(from: from, count: bytes.count) }
            count += bytes.count
            return
        }
        spill()
        spilled!.append(String(decoding: bytes, as: UTF8.self))
    }

    mutating func append(_ s: String) {
        if spilled == nil, let done = s.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            guard bytes.count <= buffer.count - count else { return false }
            append(bytes)
            return true
        }), done {
            return
        }
        spill()
        spilled!.append(s)
    }

    /// Decimal digits, as `String(i)` writes them.
    mutating func append(_ i: Int) {
        // 20 bytes hold any Int's digits and sign.
        guard spilled == nil, buffer.count - count >= 20 else { append(String(i)); return }
        var m = i.magnitude
        if i < 0 { buffer[count] = UInt8(ascii: "-"); count += 1 }
        var digits = 1
        var rest = m
        while rest >= 10 { rest /= 10; digits += 1 }
        var at = count + digits
        repeat {
            at -= 1
            buffer[at] = UInt8(truncatingIfNeeded: m % 10) &+ UInt8(ascii: "0")
            m /= 10
        } while m > 0
        count += digits
    }

    private mutating func spill() {
        if spilled == nil { spilled = String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self) }
    }

    func string() -> String {
        spilled ?? String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
}
