import Foundation

/// A folder of `.swift` files read as one module, as a build compiles a target:
/// every file sees every other's declarations.
package enum ModuleFolder {
    /// Subfolders that are not part of the module: stand-ins for other modules
    /// (`Stubs/`), build products and hidden folders.
    static let skipped: Set<String> = ["Stubs", ".build", "build"]

    /// How many files and folders a module's folder may hold in all.
    package static let maximumEntries = 20_000

    /// Whether a path names a folder.
    package static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The module's files, relative to the folder: every `.swift` file inside it
    /// and its subfolders (but `skipped`), by path, with `main.swift` — the one
    /// file whose top-level code runs — last.
    package static func files(in folder: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else {
            throw FileError(path: folder, reason: "cannot list the folder")
        }
        var found: [String] = []
        var seen = 0
        while let next = walker.nextObject() as? String {
            // A module is a few hundred files, not a home folder.
            seen += 1
            if seen > maximumEntries {
                throw FileError(path: folder, reason: "the folder holds more than \(maximumEntries) files and folders; is it a module's folder?")
            }
            let last = (next as NSString).lastPathComponent
            if isFolder(folder + "/" + next) {
                if skipped.contains(last) || last.hasPrefix(".") { walker.skipDescendants() }
                continue
            }
            if last.hasSuffix(".swift") && !last.hasPrefix(".") { found.append(next) }
        }
        return found.sorted { a, b in
            let (am, bm) = ((a as NSString).lastPathComponent == "main.swift", (b as NSString).lastPathComponent == "main.swift")
            return am != bm ? bm : a < b
        }
    }

    /// Reads the module in `folder` as one source; `prelude` comes first (what a
    /// host derives from the folder's other files). Every file must be UTF-8 and
    /// the whole no bigger than one program may be.
    package static func load(_ folder: String, prelude: [(name: String, bytes: [UInt8])] = []) throws -> Source {
        let names = try files(in: folder)
        guard !names.isEmpty else {
            throw FileError(path: folder, reason: "the folder has no .swift files (a module is the .swift files of a folder)")
        }
        var files = prelude
        var total = prelude.reduce(0) { $0 + $1.bytes.count }
        for name in names {
            let path = folder == "." ? name : folder + "/" + name
            let bytes = try Interpreter.readWholeFile(path)
            if let bad = Interpreter.firstInvalidUTF8(bytes) {
                throw FileError(path: path, reason: "invalid UTF-8 at byte \(bad)")
            }
            total += bytes.count + 1
            guard total <= Limits.sourceFileSize else {
                throw FileError(path: folder, reason: "the module's files are more than \(Limits.sourceFileSize) bytes together")
            }
            files.append((path, bytes))
        }
        return Source(module: folder, files: files, directory: folder)
    }
}
