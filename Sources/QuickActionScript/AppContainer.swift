import Foundation
import QASBase
import QASLanguage
import QASStore

/// The app's container — `Documents`, `Library` and `tmp` under the path iOS
/// gives an app — kept in the store beside `UserDefaults`, so files the app
/// writes outlive `terminate()` and, with a store on disk, the run, and each
/// `qas explore` sequence starts without them. Reading a path outside the
/// container reads the real file (an app's bundled resources, which
/// `Bundle.main.url(forResource:withExtension:)` finds in its folder); writing
/// outside it is refused, as iOS's sandbox refuses it.
final class AppContainer: HostFiles {
    static let root = "/var/mobile/Containers/Data/Application/6A1F5B2E-QAS0-4C1D-9E7A-000000000001"
    static let directories = [
        "documentDirectory": "Documents", "libraryDirectory": "Library", "cachesDirectory": "Library/Caches",
        "applicationSupportDirectory": "Library/Application Support", "tmp": "tmp",
    ]
    let store: NoteStore
    init(store: NoteStore) { self.store = store }

    /// The store key of a path inside the container, or nil.
    static func key(_ path: String) -> String? {
        let clean = (path as NSString).standardizingPath
        guard clean.hasPrefix(root + "/") else { return nil }
        return "files/" + clean.dropFirst(root.count + 1)
    }

    func read(_ path: String) throws -> [UInt8] {
        guard let key = AppContainer.key(path) else {
            do { return try RegularFile.read(path, limit: 64 << 20) } catch let e as RegularFile.Failure { throw NativeError(e.description) }
        }
        guard let text = try store.appState(key), let data = Foundation.Data(base64Encoded: text) else {
            // A Swift error (CocoaError), which `try?` and `catch` take.
            throw NativeError("The file “\((path as NSString).lastPathComponent)” couldn’t be opened because there is no such file.", kind: .thrown)
        }
        return Array(data)
    }

    func write(_ path: String, _ bytes: [UInt8]) throws {
        guard let key = AppContainer.key(path) else {
            throw NativeError("You don’t have permission to save the file “\((path as NSString).lastPathComponent)”: an app writes only inside its container (FileManager.default.urls(for: .documentDirectory, in: .userDomainMask))", kind: .thrown)
        }
        try store.setAppState(key, Foundation.Data(bytes).base64EncodedString())
    }

    func exists(_ path: String) throws -> Bool {
        guard let key = AppContainer.key(path) else { return FileManager.default.fileExists(atPath: path) }
        if AppContainer.directories.values.contains(String(key.dropFirst(6))) { return true }
        return try store.appState(key) != nil || !(try store.appStateKeys(prefix: key + "/")).isEmpty
    }

    func remove(_ path: String) throws {
        guard let key = AppContainer.key(path), try exists(path) else {
            throw NativeError("“\((path as NSString).lastPathComponent)” couldn’t be removed because it doesn’t exist.", kind: .thrown)
        }
        try store.saveAppState([], items: nil, removing: [key] + (try store.appStateKeys(prefix: key + "/")))
    }

    func contents(_ path: String) throws -> [String] {
        guard let key = AppContainer.key(path) else { throw NativeError("only the app's container can be listed") }
        var names = Set<String>()
        for k in try store.appStateKeys(prefix: key + "/") {
            if let first = k.dropFirst(key.count + 1).split(separator: "/").first { names.insert(String(first)) }
        }
        return names.sorted()
    }

    /// `FileManager`, written in Swift on natives over the container.
    static let source = #"""
    class FileManager {
        enum SearchPathDirectory { case documentDirectory, libraryDirectory, cachesDirectory, applicationSupportDirectory }
        enum SearchPathDomainMask { case userDomainMask }
        static let `default` = FileManager()
        init() {}
        func urls(for directory: SearchPathDirectory, in domainMask: SearchPathDomainMask) -> [URL] {
            [URL(fileURLWithPath: __containerDirectory("\(directory)"))]
        }
        var temporaryDirectory: URL { URL(fileURLWithPath: __containerDirectory("tmp")) }
        func fileExists(atPath path: String) -> Bool { __containerExists(path) }
        func removeItem(at url: URL) throws { try __containerRemove(url.path) }
        func removeItem(atPath path: String) throws { try __containerRemove(path) }
        func contentsOfDirectory(atPath path: String) throws -> [String] { try __containerContents(path) }
        func createDirectory(at url: URL, withIntermediateDirectories: Bool, attributes: [String: Any]? = nil) throws {}
        func createDirectory(atPath path: String, withIntermediateDirectories: Bool, attributes: [String: Any]? = nil) throws {}
        func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
            URL(fileURLWithPath: __containerDirectory("group") + "/" + groupIdentifier)
        }
    }

    class PropertyListEncoder {
        var outputFormat = PropertyListSerialization.PropertyListFormat.binary
        init() {}
        func encode<T: Encodable>(_ value: T) throws -> Data { __propertyListFromJSON(try JSONEncoder().encode(value), "\(outputFormat)") }
    }
    class PropertyListDecoder {
        init() {}
        func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
            try JSONDecoder().decode(type, from: __jsonFromPropertyList(data))
        }
    }
    enum PropertyListSerialization {
        enum PropertyListFormat { case xml, binary, openStep }
    }
    """#

    /// The natives the Swift side stands on.
    func install(in interpreter: Interpreter) throws {
        interpreter.runtime.files = self
        // `write(to: url, options: .atomic)`: a write is whole or not at all here anyway.
        for option in ["atomic", "withoutOverwriting", "completeFileProtection", "noFileProtection"] where interpreter.runtime.implicitMembers[option] == nil {
            interpreter.runtime.implicitMembers[option] = .string(option)
        }
        func define(_ name: String, _ arity: ClosedRange<Int>, _ body: @escaping (Arguments) throws -> Value) {
            interpreter.define(name, .native(NativeFunction(name, arity: arity) { args, _ in try body(args) }))
        }
        func text(_ v: Value) throws -> String {
            guard case .string(let s) = v else { throw NativeError("expected a path, not \(v.typeName)") }
            return s
        }
        define("__containerDirectory", 1...1) { args in
            let name = try text(args[0])
            if name == "group" { return .string(AppContainer.root + "/AppGroup") }
            return .string(AppContainer.root + "/" + (AppContainer.directories[name] ?? "Documents"))
        }
        define("__containerExists", 1...1) { [unowned self] args in .bool(try self.exists(try text(args[0]))) }
        define("__containerRemove", 1...1) { [unowned self] args in try self.remove(try text(args[0])); return .null }
        define("__containerContents", 1...1) { [unowned self] args in .array(try self.contents(try text(args[0])).map(Value.string)) }
        define("__propertyListFromJSON", 2...2) { args in
            guard case .object(let d as DataObject) = args[0] else { throw NativeError("expected Data") }
            let object = try JSONSerialization.jsonObject(with: Foundation.Data(d.bytes), options: [.fragmentsAllowed])
            let format: PropertyListSerialization.PropertyListFormat = args[1] == .string("xml") ? .xml : .binary
            return .object(DataObject(Array(try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0))))
        }
        define("__jsonFromPropertyList", 1...1) { args in
            guard case .object(let d as DataObject) = args[0] else { throw NativeError("expected Data") }
            let object: Any
            do {
                object = try PropertyListSerialization.propertyList(from: Foundation.Data(d.bytes), options: [], format: nil)
            } catch {
                throw NativeError("The data couldn’t be read because it isn’t in the correct format.", kind: .thrown)
            }
            return .object(DataObject(Array(try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed]))))
        }
        try interpreter.runLibrary(Source(name: "Foundation", text: AppContainer.source), module: "Foundation")
    }
}
