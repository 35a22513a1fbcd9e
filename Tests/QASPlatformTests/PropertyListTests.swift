import Foundation
import Testing
@testable import QASPlatform

@Suite("Property lists")
struct PropertyListTests {
    let sample = PropertyListValue.dictionary([
        ("s", .string("a < b & \"c\" 🏆")), ("i", .integer(-42)), ("big", .integer(Int.max)), ("small", .integer(7)),
        ("r", .real(2.5)), ("inf", .real(-.infinity)), ("t", .boolean(true)), ("f", .boolean(false)),
        ("d", .date(Date(timeIntervalSince1970: 1_700_000_000))), ("bytes", .data(Data((0..<300).map { UInt8($0 % 256) }))),
        ("empty", .array([])), ("nothing", .dictionary([])),
        ("nested", .array([.array([.dictionary([("k", .string("日本"))])])])),
    ])

    @Test func bothFormatsRoundTrip() throws {
        for bytes in [PropertyList.xml(sample), PropertyList.binary(sample)] {
            #expect(try PropertyList.read(bytes).value == sample)
        }
        #expect(try PropertyList.read(PropertyList.binary(sample)).format == .binary)
    }

    /// Every control character, NUL and a carriage return included, as a string
    /// and as a key (found by the plist fuzzer: `&#0;` did not read back).
    @Test func controlCharactersRoundTripThroughXML() throws {
        let text = String(String.UnicodeScalarView((0..<32).compactMap(Unicode.Scalar.init))) + "\r\n end"
        let value = PropertyListValue.dictionary([(text, .string(text)), ("CFBundl\0\0e", .array([.string("\0")]))])
        #expect(try PropertyList.read(PropertyList.xml(value)).value == value)
        #expect(String(decoding: PropertyList.xml(value), as: UTF8.self).contains("&#0;&#1;&#2;"))
    }

    @Test func manyObjectsUseWideReferences() throws {
        let wide = PropertyListValue.array((0..<70_000).map { .integer($0) })
        #expect(try PropertyList.read(PropertyList.binary(wide)).value == wide)
    }

    /// Python's plistlib is an independent implementation of both formats.
    @Test func pythonReadsWhatWeWriteAndWeReadWhatItWrites() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("qas-plist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let ours = dir.appendingPathComponent("ours.plist").path
        try Data(PropertyList.binary(sample)).write(to: URL(fileURLWithPath: ours))
        let script = """
            import plistlib, sys, datetime
            d = plistlib.load(open(sys.argv[1], 'rb'))
            assert d['s'] == 'a < b & "c" 🏆' and d['i'] == -42 and d['big'] == 2**63 - 1 and d['r'] == 2.5
            assert d['inf'] == float('-inf') and d['t'] is True and len(d['bytes']) == 300
            assert d['nested'][0][0]['k'] == '日本'
            theirs = {'x': [1, 2.5, 'ü', b'\\x00\\x01', {'y': False}], 'when': datetime.datetime(2020, 1, 2, 3, 4, 5)}
            open(sys.argv[2], 'wb').write(plistlib.dumps(theirs, fmt=plistlib.FMT_BINARY))
            open(sys.argv[3], 'wb').write(plistlib.dumps(theirs, fmt=plistlib.FMT_XML))
            print('ok')
            """
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", script, ours, dir.appendingPathComponent("b.plist").path, dir.appendingPathComponent("x.plist").path]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        p.waitUntilExit()
        #expect(String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "ok\n")
        // plistlib writes keys sorted.
        let expected = PropertyListValue.dictionary([
            ("when", .date(Date(timeIntervalSince1970: 1_577_934_245))),
            ("x", .array([.integer(1), .real(2.5), .string("ü"), .data(Data([0, 1])), .dictionary([("y", .boolean(false))])])),
        ])
        for name in ["b.plist", "x.plist"] {
            let bytes = [UInt8](try Data(contentsOf: dir.appendingPathComponent(name)))
            #expect(try PropertyList.read(bytes).value == expected, "\(name)")
        }
    }

    func refuses(_ bytes: [UInt8], _ message: String) {
        #expect {
            _ = try PropertyList.read(bytes)
        } throws: { error in
            (error as? PropertyList.ReadError)?.message.contains(message) == true
        }
    }

    /// A binary plist from parts: objects, then the offset table and trailer.
    func bplist(_ objects: [[UInt8]], top: Int = 0, refSize: UInt8 = 1) -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        for o in objects { offsets.append(out.count); out += o }
        let table = out.count
        let offsetSize = table < 256 ? 1 : 2
        for o in offsets { out += offsetSize == 1 ? [UInt8(o)] : [UInt8(o >> 8), UInt8(o & 0xFF)] }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), refSize]
        func be(_ n: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: n >> (8 * (7 - $0))) } }
        return out + be(objects.count) + be(top) + be(table)
    }

    @Test func hostileBinaryPlistsAreRefused() {
        refuses(bplist([[0xC1, 1], [0x10, 5]]), "is a set")                       // a set: crashes Foundation on Linux
        refuses(bplist([[0xA1, 0]]), "contains itself")                         // an array holding itself
        refuses(bplist([[0xA1, 1], [0xA1, 0]]), "contains itself")              // a cycle of two
        refuses(bplist([[0xA1, 9]]), "reference to object 9")                   // a reference past the objects
        refuses(bplist([[0x5F, 0x10, 200]]), "more than the file holds")        // a string longer than the file
        refuses(bplist([[0x5F, 0x10, 40], Array(repeating: 0x41, count: 30)]), "runs past")
        refuses(bplist([[0x80, 1]]), "UID")
        refuses(Array("bplist00".utf8) + [0, 0], "too short")
        // "Billion laughs": 40 arrays each holding the next one twice.
        var layers: [[UInt8]] = (0..<40).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        layers.append([0x10, 1])
        refuses(bplist(layers), "expand to more than")
        // 600 arrays each holding the next: deeper than any Info.plist.
        var deep: [[UInt8]] = (0..<600).map { k in [0xA1, UInt8((k + 1) >> 8), UInt8((k + 1) & 0xFF)] }
        deep.append([0x10, 1])
        refuses(bplist(deep, refSize: 2), "nest more than 512")
    }

    /// Found by the plist fuzzer: 203 bytes of shared references read as half a
    /// million values whose XML is too big to read back. What reads must fit
    /// the limits written out in either format.
    @Test func valuesTooBigToWriteOutAreRefused() throws {
        // A 1 MB data object used 20 times: 20 MB as XML.
        var uses: [UInt8] = [0xAF, 0x10, 20]
        uses += Array(repeating: 1, count: 20)
        let megabyte: [UInt8] = [0x4F, 0x12, 0x00, 0x10, 0x00, 0x00] + Array(repeating: 7, count: 1 << 20)
        refuses(bplist([uses, megabyte]), "written out, it would be more than")
        // The size is exact: a string whose XML is the limit reads; one byte more does not.
        let frame = PropertyList.xml(.string("")).count
        let fits = PropertyListValue.string(String(repeating: "a", count: PropertyList.Limits.fileSize - frame))
        #expect(PropertyList.xml(fits).count == PropertyList.Limits.fileSize)
        #expect(PropertyList.excess(of: fits) == nil)
        #expect(PropertyList.excess(of: .string(String(repeating: "a", count: PropertyList.Limits.fileSize - frame + 1))) != nil)
        // Escapes, keys and indentation are counted as the writer writes them.
        let escaped = PropertyListValue.dictionary([("k&<\u{1}\u{1F}", .array([.string("a&b<c>\u{0}\u{1B}é🏆"), .data(Data([1, 2])), .real(.nan), .date(Date(timeIntervalSince1970: 0))]))])
        for value in [escaped, sample, .array([.array([]), .dictionary([]), .boolean(false), .integer(Int.min)])] {
            #expect(XMLPropertyListWriter.totalSize(value) == PropertyList.xml(value).count)
        }
        // Keys count towards the values: a binary file holds each as an object.
        let keys = PropertyListValue.dictionary((0..<600_000).map { ("k\($0)", .boolean(true)) })
        #expect(PropertyList.excess(of: keys)?.contains("more than 1000000 values and keys") == true)
        // Dates a property list cannot write are refused.
        refuses(bplist([[0x33, 0x7F, 0xEF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]), "outside the years 0 to 9999")
    }

    @Test func hostileXMLIsRefused() throws {
        func xml(_ body: String) -> [UInt8] { Array("<?xml version=\"1.0\"?><plist version=\"1.0\">\(body)</plist>".utf8) }
        refuses(Array("<!DOCTYPE plist [<!ENTITY a \"aaaa\">]><plist><string>&a;</string></plist>".utf8), "internal subset")
        refuses(xml("<string>&a;</string>"), "unknown reference")
        refuses(xml("<dict><key>k</key></dict>"), "expected an element")
        refuses(xml("<integer>99999999999999999999</integer>"), "not a 64-bit integer")
        refuses(xml("<set/>"), "not a property-list element")
        refuses(xml(String(repeating: "<array>", count: 600) + String(repeating: "</array>", count: 600)), "nest more than 512")
        refuses(Array("<plist><string>x</string>".utf8), "expected </plist>")
        refuses([0x3C, 0xFF, 0xFE, 0x3E], "UTF")
        #expect(try PropertyList.read(xml("<real>nan</real>")).value != .real(0))
        #expect(try PropertyList.read(xml("<date>2026-12-01T09:30:00Z</date>")).value == .date(Date(timeIntervalSince1970: 1_796_117_400)))
        #expect(try PropertyList.read(xml("<string><![CDATA[<b>]]> &amp; &#x1F3C6;</string>")).value == .string("<b> & 🏆"))
    }
}
