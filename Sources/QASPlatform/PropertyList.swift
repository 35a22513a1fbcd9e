import Foundation

/// Property lists in Apple's two formats, XML and binary (`bplist00`), read and
/// written by qas itself. Reading is bounded: a file is refused when it is too
/// big, nests too deep, holds too many objects once shared references are
/// expanded ("billion laughs"), refers outside itself or to itself, or uses what
/// an Info.plist never holds (sets, keyed-archiver UIDs, DTD entities). Foundation
/// never sees the bytes, so nothing in them can crash it.
public enum PropertyList {
    /// The bounds every read keeps to.
    public enum Limits {
        /// Bytes in one file.
        public static let fileSize = 16 << 20
        /// Arrays and dictionaries inside one another.
        public static let depth = 512
        /// Values and dictionary keys in the whole tree, counting a shared object
        /// once per use (so a binary file written from it has as many objects).
        public static let objects = 1_000_000
        /// Dates from the year 0 to 9999: what an XML `<date>` can say.
        public static let dates: ClosedRange<Double> = -62_167_219_200 ... 253_402_300_799
    }

    /// What makes a value more than a property list qas reads may hold, or nil:
    /// too many values, too deep, or more than `Limits.fileSize` bytes written
    /// as XML (a few shared objects in a binary file can stand for gigabytes).
    /// A value that passes can be written in either format and read back.
    public static func excess(of value: PropertyListValue) -> String? {
        var objects = 0, bytes = XMLPropertyListWriter.frameSize
        func visit(_ v: PropertyListValue, _ depth: Int) -> String? {
            objects += 1
            bytes += XMLPropertyListWriter.size(of: v, level: depth)
            if objects > Limits.objects { return "it holds more than \(Limits.objects) values and keys" }
            if bytes > Limits.fileSize { return "written out, it would be more than \(Limits.fileSize) bytes" }
            switch v {
            case .array(let a):
                guard !a.isEmpty else { return nil }
                if depth >= Limits.depth { return "arrays and dictionaries nest more than \(Limits.depth) deep" }
                for x in a { if let why = visit(x, depth + 1) { return why } }
            case .dictionary(let d):
                guard !d.isEmpty else { return nil }
                if depth >= Limits.depth { return "arrays and dictionaries nest more than \(Limits.depth) deep" }
                for (k, x) in d {
                    objects += 1
                    bytes += XMLPropertyListWriter.keySize(k, level: depth + 1)
                    if let why = visit(x, depth + 1) { return why }
                }
            case .date(let d):
                if !Limits.dates.contains(d.timeIntervalSince1970) { return "it holds a date outside the years 0 to 9999" }
            default: break
            }
            return nil
        }
        return visit(value, 0)
    }

    /// Why bytes are not a property list qas reads.
    public struct ReadError: Error, CustomStringConvertible, Equatable {
        public let message: String
        public init(_ message: String) { self.message = message }
        public var description: String { message }
    }

    public enum Format: Sendable { case xml, binary }

    /// Reads either format (binary when the bytes start with `bplist00`).
    public static func read(_ bytes: [UInt8]) throws -> (value: PropertyListValue, format: Format) {
        guard bytes.count <= Limits.fileSize else {
            throw ReadError("the file is \(bytes.count) bytes; a property list qas reads is at most \(Limits.fileSize) bytes")
        }
        let read: (value: PropertyListValue, format: Format)
        if bytes.starts(with: Array("bplist".utf8)) {
            var reader = try BinaryPropertyListReader(bytes)
            read = (try reader.read(), .binary)
        } else {
            var reader = try XMLPropertyListReader(bytes)
            read = (try reader.read(), .xml)
        }
        if let why = excess(of: read.value) { throw ReadError("the property list is too big: \(why)") }
        return read
    }

    /// The value as an XML property list, as Apple's tools write it.
    public static func xml(_ value: PropertyListValue) -> [UInt8] { XMLPropertyListWriter.write(value) }

    /// The value as a binary property list (`bplist00`).
    public static func binary(_ value: PropertyListValue) -> [UInt8] { BinaryPropertyListWriter.write(value) }

    /// Seconds between 1970 and 2001, the epoch binary property lists count from.
    static let epoch2001 = 978_307_200.0
}

extension PropertyListValue {
    /// The value of a key of a dictionary (the last one, if written twice); nil for
    /// a missing key or a value that is not a dictionary.
    public subscript(key: String) -> PropertyListValue? {
        guard case .dictionary(let pairs) = self else { return nil }
        return pairs.last { $0.0 == key }?.1
    }

    /// How deep arrays and dictionaries nest in it (a scalar is 0).
    public var depth: Int {
        switch self {
        case .array(let a): return 1 + (a.map(\.depth).max() ?? 0)
        case .dictionary(let d): return 1 + (d.map(\.1.depth).max() ?? 0)
        default: return 0
        }
    }

    /// A phrase naming the value's kind, for messages ("a string", "an array").
    public var kind: String {
        switch self {
        case .string: return "a string"
        case .integer, .real: return "a number"
        case .boolean: return "a Boolean"
        case .date: return "a date"
        case .data: return "data"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        }
    }
}
