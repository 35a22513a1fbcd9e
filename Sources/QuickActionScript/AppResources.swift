import Foundation
import QASLanguage

/// The files an app keeps beside its code (storyboards, `.strings` tables,
/// Info.plist), found where a build would take them from: anywhere inside the
/// app's folder (`qas run DIR`, `import "DIR"`), or, for an app in one file,
/// beside it.
enum AppResources {
    /// The files whose path ends with `name` (`en.lproj/Localizable.strings`,
    /// `Main.storyboard`), sorted.
    static func files(named name: String, _ rt: Runtime) -> [String] {
        var found: [String] = []
        for (folder, recursive) in rt.resourceFolders {
            if !recursive {
                // Beside the file, or in its Base.lproj (where Xcode keeps a storyboard).
                for candidate in name.contains("/") ? [name] : [name, "Base.lproj/" + name] {
                    let path = (folder as NSString).appendingPathComponent(candidate)
                    if FileManager.default.fileExists(atPath: path) { found.append(path) }
                }
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            var seen = 0
            while let next = walker.nextObject() as? String, seen < ModuleFolder.maximumEntries {
                seen += 1
                if next == name || next.hasSuffix("/" + name) { found.append((folder as NSString).appendingPathComponent(next)) }
            }
        }
        return found.sorted()
    }

    /// The app's Info.plist: its folder's, or the one beside its file.
    static func infoPlistPath(_ rt: Runtime) -> String {
        ((rt.resourceFolders.first?.path ?? ".") as NSString).appendingPathComponent("Info.plist")
    }
}
