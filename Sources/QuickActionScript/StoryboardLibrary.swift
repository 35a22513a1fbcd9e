import Foundation
import QASLanguage

/// `UIStoryboard`: the view controllers of an app's `NAME.storyboard`, read
/// from the file among its resources (`AppResources`) (an Interface Builder document: each
/// scene's controller, its class and storyboard ID, the initial one, and the
/// relationship segues that fill navigation and tab bar controllers). Without
/// the file, a controller is made from the program's class named like its
/// identifier, or else is a plain `UIViewController` standing in for it.
package enum StoryboardLibrary {
    static let source = #"""
    class UIStoryboard {
        let name: String
        init(name: String, bundle: Any?) { self.name = name }
        func instantiateInitialViewController() -> UIViewController? {
            __storyboardController(name, nil) as? UIViewController
        }
        func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
            __storyboardController(name, identifier) as! UIViewController
        }
        func instantiateViewController(identifier: String) -> UIViewController {
            __storyboardController(name, identifier) as! UIViewController
        }
    }
    /// Each controller a storyboard makes knows it (`storyboard?.instantiateViewController…`).
    func __madeFromStoryboard(_ controller: UIViewController, _ name: String) {
        controller.storyboard = UIStoryboard(name: name, bundle: nil)
    }
    """#

    /// Reads a storyboard's text as a run reads it (for the fuzz target): how
    /// many controllers and other elements it declares.
    package static func read(_ bytes: [UInt8]) -> (controllers: Int, elements: Int) {
        let document = Storyboards.parse(String(decoding: bytes, as: UTF8.self))
        return (document.scenes.count, document.elements.count)
    }

    static func install(in interpreter: Interpreter) throws {
        let files = Storyboards()
        interpreter.define("__storyboardController", .native(NativeFunction("__storyboardController", arity: 2...2) { args, rt in
            guard case .string(let name) = args[0] else { throw NativeError("a storyboard's name is a String") }
            var identifier: String? = nil
            if case .string(let i) = args[1] { identifier = i }
            return try files.controller(name, identifier, rt)
        }))
        // The initial controller of a storyboard the app's folder has, or nil.
        interpreter.define("__storyboardInitial", .native(NativeFunction("__storyboardInitial", arity: 1...1) { args, rt in
            guard case .string(let name) = args[0], try files.exists(name, rt) else { return .null }
            return try files.controller(name, nil, rt)
        }))
        try interpreter.runLibrary(Source(name: "UIKit", text: source), module: "UIKit")
        files.madeFromStoryboard = interpreter.value(of: "__madeFromStoryboard")
    }

    /// One scene's controller as the document declares it.
    struct Scene {
        var element: String
        var customClass: String?
        var storyboardID: String?
        /// `rootViewController` and `viewControllers` segues, in order: (kind, destination id).
        var relationships: [(String, String)] = []
        /// Its outlets: (property, destination id).
        var outlets: [(String, String)] = []
    }

    /// A view the document declares (an outlet's destination).
    struct Element {
        var name: String
        var customClass: String?
        var text: String?
        var placeholder: String?
    }

    /// A storyboard document: its controllers by id, its other elements by id,
    /// and the initial controller.
    struct Document {
        var scenes: [String: Scene] = [:]
        var elements: [String: Element] = [:]
        var initial: String?
    }

    final class Storyboards {
        private var documents: [String: Document?] = [:]
        /// `__madeFromStoryboard`, once the library defines it.
        var madeFromStoryboard: Value?

        func controller(_ name: String, _ identifier: String?, _ rt: Runtime) throws -> Value {
            guard let document = try document(name, rt) else {
                // No file: the program's class of that name, or a plain controller.
                if let identifier, let type = rt.programType(named: identifier) {
                    return try rt.instantiate(type)
                }
                guard let plain = rt.types.types["UIViewController"] else { throw NativeError("UIViewController is not available") }
                return try rt.instantiate(plain)
            }
            let id: String
            if let identifier {
                guard let found = document.scenes.first(where: { $0.value.storyboardID == identifier })?.key else {
                    throw NativeError("Storyboard '\(name)' doesn't contain a view controller with identifier '\(identifier)' (UIKit stops the app: NSInvalidArgumentException)")
                }
                id = found
            } else {
                guard let initial = document.initial else { return .null }
                id = initial
            }
            return try make(id, document, name, rt, depth: 0)
        }

        private func make(_ id: String, _ document: Document, _ name: String, _ rt: Runtime, depth: Int) throws -> Value {
            guard let scene = document.scenes[id], depth < 16 else {
                throw NativeError("Storyboard '\(name)' has no view controller with the id '\(id)' its segue names")
            }
            let typeName: String
            if let custom = scene.customClass {
                guard rt.types.types[custom] != nil else {
                    throw NativeError("Storyboard '\(name)': the view controller '\(scene.storyboardID ?? id)' is of class \(custom), which the program does not declare")
                }
                typeName = custom
            } else {
                typeName = Storyboards.uikitClasses[scene.element] ?? "UIViewController"
            }
            guard let type = rt.types.types[typeName] else { throw NativeError("\(typeName) is not available") }
            let controller = try rt.instantiate(type)
            if let mark = madeFromStoryboard { _ = try rt.call(mark, [controller, .string(name)]) }
            // Outlets to views, connected as the controller's view loads (a
            // controller's own outlets to itself, such as a data source, too).
            var outlets: [Value] = []
            for (property, destination) in scene.outlets {
                let object: Value
                if destination == id {
                    object = controller
                } else if let element = document.elements[destination], let made = try view(element, rt) {
                    object = made
                } else {
                    continue
                }
                outlets.append(.tuple(Tuple([.string(property), object])))
            }
            if !outlets.isEmpty { try rt.setProperty(of: controller, "__outlets", to: .array(outlets)) }
            let roots = scene.relationships.filter { $0.0 == "rootViewController" }.map(\.1)
            let children = scene.relationships.filter { $0.0 == "viewControllers" }.map(\.1)
            if let root = roots.first {
                // As `init(rootViewController:)` sets it: nothing is shown yet.
                try rt.setProperty(of: controller, "viewControllers", to: .array([try make(root, document, name, rt, depth: depth + 1)]))
            } else if !children.isEmpty {
                let made = try children.map { try make($0, document, name, rt, depth: depth + 1) }
                try rt.setProperty(of: controller, "viewControllers", to: .array(made))
            }
            return controller
        }

        /// A view for an outlet: the program's class, or UIKit's for the element.
        private func view(_ element: Element, _ rt: Runtime) throws -> Value? {
            let typeName = element.customClass.flatMap { rt.programType(named: $0) != nil ? $0 : nil }
                ?? Storyboards.viewClasses[element.name]
            guard let typeName, let type = rt.types.types[typeName] else { return nil }
            let made = try rt.instantiate(type)
            if let text = element.text, ["UILabel", "UITextField", "UITextView"].contains(typeName) || element.name == "label" {
                try? rt.setProperty(of: made, "text", to: .string(text))
            }
            if let placeholder = element.placeholder { try? rt.setProperty(of: made, "placeholder", to: .string(placeholder)) }
            return made
        }

        /// The Interface Builder elements of UIKit's views.
        static let viewClasses = [
            "view": "UIView", "label": "UILabel", "button": "UIButton", "textField": "UITextField", "textView": "UITextView",
            "tableView": "UITableView", "imageView": "UIImageView", "switch": "UISwitch", "slider": "UISlider",
            "stackView": "UIStackView", "progressView": "UIProgressView", "segmentedControl": "UISegmentedControl",
            "activityIndicatorView": "UIActivityIndicatorView", "searchBar": "UISearchBar", "stepper": "UIStepper",
            "navigationBar": "UINavigationBar", "tabBar": "UITabBar",
        ]

        /// The Interface Builder elements of UIKit's own controllers.
        static let uikitClasses = [
            "viewController": "UIViewController", "navigationController": "UINavigationController",
            "tabBarController": "UITabBarController", "tableViewController": "UITableViewController",
            "splitViewController": "UISplitViewController",
        ]

        func exists(_ name: String, _ rt: Runtime) throws -> Bool {
            try document(name, rt) != nil
        }

        private func document(_ name: String, _ rt: Runtime) throws -> Document? {
            if let known = documents[name] { return known }
            guard let found = AppResources.files(named: name + ".storyboard", rt).first else { documents[name] = .some(nil); return nil }
            let bytes: [UInt8]
            do { bytes = try Interpreter.readWholeFile(found) } catch let e as FileError { throw NativeError(e.description) }
            let parsed = Storyboards.parse(String(decoding: bytes, as: UTF8.self))
            documents[name] = parsed
            return parsed
        }

        /// The start tags of a storyboard, in order: a controller element
        /// (`sceneMemberID="viewController"`) begins a scene; the relationship
        /// segues after it, until the next, are its.
        static func parse(_ text: String) -> Document {
            var document = Document()
            var current: String? = nil
            // The open elements, innermost last, each with its id: an outlet
            // belongs to the element whose <connections> holds it.
            var open: [(name: String, id: String?)] = []
            var rest = Substring(text)
            while let start = rest.firstIndex(of: "<") {
                rest = rest[rest.index(after: start)...]
                guard let close = rest.firstIndex(of: ">") else { break }
                let tag = rest[..<close]
                rest = rest[rest.index(after: close)...]
                if tag.first == "/" {
                    if !open.isEmpty { open.removeLast() }
                    continue
                }
                guard let first = tag.first, first.isLetter else { continue }
                let element = String(tag.prefix { !$0.isWhitespace && $0 != "/" })
                let attributes = Storyboards.attributes(tag)
                if element == "document", let initial = attributes["initialViewController"] {
                    document.initial = initial
                } else if attributes["sceneMemberID"] == "viewController", let id = attributes["id"] {
                    document.scenes[id] = Scene(element: element, customClass: attributes["customClass"],
                                                storyboardID: attributes["storyboardIdentifier"])
                    current = id
                } else if element == "segue", attributes["kind"] == "relationship", let current,
                          let relationship = attributes["relationship"], let destination = attributes["destination"] {
                    document.scenes[current]?.relationships.append((relationship, destination))
                } else if element == "outlet", let property = attributes["property"], let destination = attributes["destination"],
                          open.count >= 2, open[open.count - 1].name == "connections", let owner = open[open.count - 2].id,
                          document.scenes[owner] != nil {
                    document.scenes[owner]?.outlets.append((property, destination))
                } else if let id = attributes["id"] {
                    document.elements[id] = Element(name: element, customClass: attributes["customClass"],
                                                    text: attributes["text"], placeholder: attributes["placeholder"])
                }
                if tag.last != "/" { open.append((element, attributes["id"])) }
            }
            return document
        }

        /// `name="value"` pairs of a start tag (the XML entities a storyboard uses decoded).
        static func attributes(_ tag: Substring) -> [String: String] {
            var out: [String: String] = [:]
            var rest = tag
            while let eq = rest.firstIndex(of: "=") {
                let name = rest[..<eq].split(whereSeparator: { $0.isWhitespace }).last.map(String.init) ?? ""
                rest = rest[rest.index(after: eq)...]
                guard let quote = rest.first, quote == "\"" || quote == "'" else { continue }
                rest = rest.dropFirst()
                guard let end = rest.firstIndex(of: quote) else { break }
                out[name] = String(rest[..<end]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                    .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
                rest = rest[rest.index(after: end)...]
            }
            return out
        }
    }
}
