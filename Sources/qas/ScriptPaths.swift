import Foundation
import QASBase
import QuickActionScript

/// The `.qas` files that command-line paths name: a file as it is, a folder as
/// every `.qas` inside it (sorted); the paths that do not exist, apart.
func expandScriptPaths(_ paths: [String]) -> (files: [String], missing: [String]) {
    let (files, missing, _) = expandScriptPaths(paths, keeping: { _ in true })
    return (files, missing)
}

/// As `expandScriptPaths(_:)`, but a folder's files are kept only when `keep`
/// says so (a file named on the command line always is); those left out, apart.
func expandScriptPaths(_ paths: [String], keeping keep: (String) -> Bool) -> (files: [String], missing: [String], skipped: [String]) {
    var files: [String] = []
    var missing: [String] = []
    var skipped: [String] = []
    let fm = FileManager.default
    for path in paths {
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
            missing.append(path)
            continue
        }
        if isDirectory.boolValue {
            for file in (fm.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []).filter({ $0.hasSuffix(".qas") }).sorted() {
                let full = (path as NSString).appendingPathComponent(file)
                if keep(full) { files.append(full) } else { skipped.append(full) }
            }
        } else {
            files.append(path)
        }
    }
    return (files, missing, skipped)
}

/// Whether a script in a folder given to `qas test` is a test: named
/// `*.test.qas`, or holding an `expect` (helpers and apps it imports are not).
func isTestScript(_ path: String) -> Bool {
    if path.hasSuffix(".test.qas") { return true }
    guard let bytes = try? RegularFile.read(path, limit: Engine.maximumProgramSize) else { return true }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.range(of: #"(?m)(^|[^A-Za-z0-9_."])expect\b"#, options: .regularExpression) != nil
}
