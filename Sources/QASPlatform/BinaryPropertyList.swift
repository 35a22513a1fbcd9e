import Foundation
import QASBase

/// Reads a binary property list (`bplist00`): a header, objects, a table of their
/// offsets and a 32-byte trailer. Every offset, reference and count is checked
/// against the file before it is used; an object that refers to itself (directly
/// or through others) is an error, and so is a tree that shared references would
/// expand beyond `PropertyList.Limits.objects` values.
struct BinaryPropertyListReader {
    private let b: [UInt8]
    private let offsetSize: Int
    private let refSize: Int
    private let objectCount: Int
    private let top: Int
    private let tableStart: Int
    /// Objects being decoded, to catch cycles.
    private var open: Set<Int> = []
    private var expanded = 0

    init(_ bytes: [UInt8]) throws {
        b = bytes
        guard b.count >= 40, b.starts(with: Array("bplist00".utf8)) else {
            throw PropertyList.ReadError("not a binary property list (bplist00) or too short")
        }
        let t = b.count - 32
        offsetSize = Int(b[t + 6])
        refSize = Int(b[t + 7])
        guard [1, 2, 4, 8].contains(offsetSize), [1, 2, 4, 8].contains(refSize) else {
            throw PropertyList.ReadError("the trailer gives impossible sizes")
        }
        func be(_ at: Int) -> UInt64 { (0..<8).reduce(0) { $0 << 8 | UInt64(bytes[at + $1]) } }
        let count = be(t + 8), topObject = be(t + 16), table = be(t + 24)
        guard count > 0, count <= UInt64(b.count), topObject < count, table >= 8, table < UInt64(t),
              UInt64(t) - table >= count * UInt64(offsetSize) else {
            throw PropertyList.ReadError("the trailer does not describe this file (truncated?)")
        }
        objectCount = Int(count)
        top = Int(topObject)
        tableStart = Int(table)
    }

    mutating func read() throws -> PropertyListValue {
        // Measure first: a few hundred bytes of shared references must be refused
        // in time proportional to the file, not after building a million values.
        var sizes: [Int: Int] = [:]
        _ = try expandedSize(top, depth: 0, sizes: &sizes)
        return try object(top, depth: 0)
    }

    /// How many values the tree below `ref` holds once shared references are
    /// expanded, visiting each object once; throws past the limits, on a cycle
    /// and on references the file does not hold.
    private mutating func expandedSize(_ ref: Int, depth: Int, sizes: inout [Int: Int]) throws -> Int {
        if let known = sizes[ref] { return known }
        let at = try offset(of: ref)
        let marker = b[at]
        guard marker >> 4 == 0xA || marker >> 4 == 0xD else { return 1 }
        let (n, start) = try count(marker, at: at)
        let refs = marker >> 4 == 0xD ? 2 * n : n
        guard refs <= (tableStart - start) / refSize else { throw PropertyList.ReadError("object \(ref)'s references run past the objects") }
        guard depth < PropertyList.Limits.depth else {
            throw PropertyList.ReadError("arrays and dictionaries nest more than \(PropertyList.Limits.depth) deep")
        }
        guard open.insert(ref).inserted else { throw PropertyList.ReadError("object \(ref) contains itself") }
        defer { open.remove(ref) }
        var total = 1
        for k in 0..<refs {
            total += try expandedSize(try integer(at: start + k * refSize, size: refSize), depth: depth + 1, sizes: &sizes)
            guard total <= PropertyList.Limits.objects else {
                throw PropertyList.ReadError("shared objects expand to more than \(PropertyList.Limits.objects) values")
            }
        }
        sizes[ref] = total
        return total
    }

    private func integer(at: Int, size: Int) throws -> Int {
        guard size <= 8, at >= 0, at + size <= b.count else { throw PropertyList.ReadError("a value runs past the end of the file") }
        var n: UInt64 = 0
        for k in 0..<size { n = n << 8 | UInt64(b[at + k]) }
        return Int(truncatingIfNeeded: n)
    }

    private func offset(of ref: Int) throws -> Int {
        guard ref >= 0 && ref < objectCount else { throw PropertyList.ReadError("a reference to object \(ref) of \(objectCount)") }
        let o = try integer(at: tableStart + ref * offsetSize, size: offsetSize)
        guard o >= 8 && o < tableStart else { throw PropertyList.ReadError("object \(ref) lies outside the object area") }
        return o
    }

    /// The count of an array, dictionary, string or data object, and where its content starts.
    private func count(_ marker: UInt8, at start: Int) throws -> (Int, Int) {
        let low = Int(marker & 0x0F)
        guard low == 0x0F else { return (low, start + 1) }
        guard start + 1 < b.count else { throw PropertyList.ReadError("a count runs past the end of the file") }
        let intMarker = b[start + 1]
        guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else { throw PropertyList.ReadError("a count is not an integer") }
        let size = 1 << Int(intMarker & 0x0F)
        let n = try integer(at: start + 2, size: size)
        guard n >= 0, n <= b.count else { throw PropertyList.ReadError("a count of \(n) is more than the file holds") }
        return (n, start + 2 + size)
    }

    private mutating func object(_ ref: Int, depth: Int) throws -> PropertyListValue {
        expanded += 1
        guard expanded <= PropertyList.Limits.objects else {
            throw PropertyList.ReadError("shared objects expand to more than \(PropertyList.Limits.objects) values")
        }
        let at = try offset(of: ref)
        let marker = b[at]
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .boolean(false)
            case 0x09: return .boolean(true)
            default: throw PropertyList.ReadError("object \(ref) is null or fill, which an Info.plist cannot hold")
            }
        case 0x1:
            let size = 1 << Int(marker & 0x0F)
            if size == 16 {
                // A 128-bit integer: Apple writes unsigned 64-bit values this way.
                let high = try integer(at: at + 1, size: 8), low = try integer(at: at + 9, size: 8)
                guard high == 0, low >= 0 else { throw PropertyList.ReadError("object \(ref) is an integer too large for Int") }
                return .integer(low)
            }
            guard size <= 8 else { throw PropertyList.ReadError("object \(ref) is an integer of \(size) bytes") }
            let raw = try integer(at: at + 1, size: size)
            // 1-, 2- and 4-byte integers are unsigned; 8-byte ones signed.
            return .integer(raw)
        case 0x2:
            let size = 1 << Int(marker & 0x0F)
            let bits = try integer(at: at + 1, size: size)
            switch size {
            case 4: return .real(Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))))
            case 8: return .real(Double(bitPattern: UInt64(bitPattern: Int64(bits))))
            default: throw PropertyList.ReadError("object \(ref) is a real of \(size) bytes")
            }
        case 0x3:
            guard marker == 0x33 else { throw PropertyList.ReadError("object \(ref) has an unknown date form") }
            let bits = try integer(at: at + 1, size: 8)
            let seconds = Double(bitPattern: UInt64(bitPattern: Int64(bits)))
            guard PropertyList.Limits.dates.contains(seconds + PropertyList.epoch2001) else {
                throw PropertyList.ReadError("object \(ref) is a date outside the years 0 to 9999")
            }
            return .date(Date(timeIntervalSince1970: seconds + PropertyList.epoch2001))
        case 0x4:
            let (n, start) = try count(marker, at: at)
            guard start + n <= tableStart else { throw PropertyList.ReadError("object \(ref)'s data runs past the objects") }
            return .data(Data(b[start..<(start + n)]))
        case 0x5:
            let (n, start) = try count(marker, at: at)
            guard start + n <= tableStart else { throw PropertyList.ReadError("object \(ref)'s string runs past the objects") }
            let bytes = b[start..<(start + n)]
            guard bytes.allSatisfy({ $0 < 0x80 }) else { throw PropertyList.ReadError("object \(ref) is an ASCII string with non-ASCII bytes") }
            return .string(String(decoding: bytes, as: UTF8.self))
        case 0x6:
            let (n, start) = try count(marker, at: at)
            guard n <= (tableStart - start) / 2 else { throw PropertyList.ReadError("object \(ref)'s string runs past the objects") }
            var units: [UInt16] = []
            units.reserveCapacity(n)
            for k in 0..<n { units.append(UInt16(b[start + 2 * k]) << 8 | UInt16(b[start + 2 * k + 1])) }
            guard let s = UTF16Text.decode(units) else { throw PropertyList.ReadError("object \(ref) is a string with a lone UTF-16 surrogate") }
            return .string(s)
        case 0xA, 0xD:
            let (n, start) = try count(marker, at: at)
            let isDictionary = marker >> 4 == 0xD
            let refs = isDictionary ? 2 * n : n
            guard refs <= (tableStart - start) / refSize else { throw PropertyList.ReadError("object \(ref)'s references run past the objects") }
            guard depth < PropertyList.Limits.depth else {
                throw PropertyList.ReadError("arrays and dictionaries nest more than \(PropertyList.Limits.depth) deep")
            }
            guard open.insert(ref).inserted else { throw PropertyList.ReadError("object \(ref) contains itself") }
            defer { open.remove(ref) }
            func child(_ k: Int) throws -> Int { try integer(at: start + k * refSize, size: refSize) }
            if !isDictionary {
                var items: [PropertyListValue] = []
                items.reserveCapacity(min(n, 1 << 16))
                for k in 0..<n { items.append(try object(try child(k), depth: depth + 1)) }
                return .array(items)
            }
            var pairs: [(String, PropertyListValue)] = []
            pairs.reserveCapacity(min(n, 1 << 16))
            for k in 0..<n {
                guard case .string(let key) = try object(try child(k), depth: depth + 1) else {
                    throw PropertyList.ReadError("object \(ref) is a dictionary with a key that is not a string")
                }
                pairs.append((key, try object(try child(n + k), depth: depth + 1)))
            }
            return .dictionary(pairs)
        case 0x8:
            throw PropertyList.ReadError("object \(ref) is a keyed-archiver UID, which an Info.plist cannot hold")
        case 0xB, 0xC:
            throw PropertyList.ReadError("object \(ref) is a set, which an Info.plist cannot hold")
        default:
            throw PropertyList.ReadError("object \(ref) has the unknown type 0x\(String(marker, radix: 16))")
        }
    }
}

/// Writes `bplist00`: each value once, in order, then the offsets and the trailer.
enum BinaryPropertyListWriter {
    static func write(_ value: PropertyListValue) -> [UInt8] {
        // Number the objects first: references need to know how many there are.
        var objects: [PropertyListValue] = []
        func number(_ v: PropertyListValue) {
            objects.append(v)
            switch v {
            case .array(let a): for x in a { number(x) }
            case .dictionary(let d):
                for (k, _) in d { number(.string(k)) }
                for (_, x) in d { number(x) }
            default: break
            }
        }
        number(value)
        let refSize = objects.count < 1 << 8 ? 1 : objects.count < 1 << 16 ? 2 : 4
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        var next = 1
        func bytes(_ n: Int, _ size: Int) -> [UInt8] { (0..<size).map { UInt8(truncatingIfNeeded: n >> (8 * (size - 1 - $0))) } }
        func header(_ type: UInt8, _ count: Int) {
            if count < 15 { out.append(type << 4 | UInt8(count)) } else {
                out.append(type << 4 | 0x0F)
                let size = count < 1 << 8 ? 0 : count < 1 << 16 ? 1 : count < 1 << 32 ? 2 : 3
                out.append(0x10 | UInt8(size))
                out += bytes(count, 1 << size)
            }
        }
        for v in objects {
            offsets.append(out.count)
            switch v {
            case .boolean(let b): out.append(b ? 0x09 : 0x08)
            case .integer(let n):
                // Negative numbers need the signed 8-byte form.
                let size = n < 0 ? 3 : n < 1 << 8 ? 0 : n < 1 << 16 ? 1 : n < 1 << 32 ? 2 : 3
                out.append(0x10 | UInt8(size))
                out += bytes(n, 1 << size)
            case .real(let d):
                out.append(0x23)
                out += bytes(Int(bitPattern: UInt(d.bitPattern)), 8)
            case .date(let d):
                out.append(0x33)
                out += bytes(Int(bitPattern: UInt((d.timeIntervalSince1970 - PropertyList.epoch2001).bitPattern)), 8)
            case .data(let d):
                header(0x4, d.count)
                out += d
            case .string(let s):
                if s.utf8.allSatisfy({ $0 < 0x80 }) {
                    header(0x5, s.utf8.count)
                    out += s.utf8
                } else {
                    let units = Array(s.utf16)
                    header(0x6, units.count)
                    for u in units { out.append(UInt8(u >> 8)); out.append(UInt8(u & 0xFF)) }
                }
            case .array(let a):
                header(0xA, a.count)
                // Children were numbered right after their parent, depth first.
                var child = next
                for x in a {
                    out += bytes(child, refSize)
                    child += subtreeSize(x)
                }
            case .dictionary(let d):
                header(0xD, d.count)
                var child = next
                var keyRefs: [Int] = [], valueRefs: [Int] = []
                for _ in d { keyRefs.append(child); child += 1 }
                for (_, x) in d { valueRefs.append(child); child += subtreeSize(x) }
                for r in keyRefs + valueRefs { out += bytes(r, refSize) }
            }
            next += 1
        }
        let tableStart = out.count
        let offsetSize = tableStart < 1 << 8 ? 1 : tableStart < 1 << 16 ? 2 : tableStart < 1 << 32 ? 4 : 8
        for o in offsets { out += bytes(o, offsetSize) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(refSize)]
        out += bytes(objects.count, 8) + bytes(0, 8) + bytes(tableStart, 8)
        return out
    }

    /// How many objects a value is numbered as (itself and everything inside).
    private static func subtreeSize(_ v: PropertyListValue) -> Int {
        switch v {
        case .array(let a): return 1 + a.reduce(0) { $0 + subtreeSize($1) }
        case .dictionary(let d): return 1 + d.count + d.reduce(0) { $0 + subtreeSize($1.1) }
        default: return 1
        }
    }
}
