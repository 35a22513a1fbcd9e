import Foundation

/// The `.qas` files that command-line paths name: a file as it is, a folder as
/// every `.qas` inside it (sorted); the paths that do not exist, apart.
func expandScriptPaths(_ paths: [String]) -> (files: [String], missing: [String]) {
    var files: [String] = []
    var missing: [String] = []
    let fm = FileManager.default
    for path in paths {
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
            missing.append(path)
            continue
        }
        if isDirectory.boolValue {
            files += (fm.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".qas") }
                .sorted()
                .map { (path as NSString).appendingPathComponent($0) }
        } else {
            files.append(path)
        }
    }
    return (files, missing)
}
