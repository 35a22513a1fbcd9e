import Foundation
import QASPlatform
import QuickActionScript

/// Property lists from untrusted files: Info.plist, saved items, `.strings`.
enum PlistFuzzing {
    static func check(_ bytes: [UInt8]) throws {
        if let (value, _) = try? PropertyList.read(bytes) {
            try roundTrips(value)
        }
        if let plist = try? InfoPlist(path: "fuzz/Info.plist", bytes: bytes), let raw = try? plist.rawItems() {
            for item in raw {
                _ = try? plist.item(item, settings: ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.fuzz"], strings: ["k": "v"])
            }
        }
        if let item = try? ShortcutItemCoding.decode(bytes) {
            // A saved item that reads must save and read back unchanged.
            let saved = ShortcutItemCoding.encode(item)
            guard let again = try? ShortcutItemCoding.decode(saved), ShortcutItemCoding.encode(again) == saved else {
                throw FuzzTarget.Violation("a saved item changed when saved again: " + String(describing: item).prefix(300))
            }
        }
        _ = ShortcutItemCoding.decodeLegacy(String(decoding: bytes, as: UTF8.self))
        if let text = try? StringsFile.decode(bytes) {
            _ = try? StringsFile.parse(text)
        }
        // A storyboard in an app's folder.
        let storyboard = StoryboardLibrary.read(bytes)
        if storyboard.controllers + storyboard.elements > bytes.count {
            throw FuzzTarget.Violation("a storyboard of \(bytes.count) bytes declared \(storyboard.controllers + storyboard.elements) elements")
        }
    }

    /// What qas writes, qas reads back as the same value, in both formats.
    static func roundTrips(_ value: PropertyListValue) throws {
        for (format, write) in [("XML", PropertyList.xml), ("binary", PropertyList.binary)] {
            let written = write(value)
            guard let back = try? PropertyList.read(written), write(back.value) == written else {
                throw FuzzTarget.Violation("a property list did not survive the \(format) writer: " + String(describing: value).prefix(300))
            }
        }
    }
}
