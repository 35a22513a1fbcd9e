import QASLanguage
import QASPlatform

/// UIKit's and SwiftUI's objects as scripts see them: each stands for a part of
/// the app model qas already has, so `UIApplication.shared.shortcutItems` and
/// `app.shortcutItems` are one list.

/// A type's name used as a value: `UIApplication`, `UIApplicationShortcutIcon`,
/// `ScenePhase`. Its members are constants or nested names; calling it makes a value.
final class UIKitNamespace: HostObject {
    let typeName: String
    let members: [String: Value]
    let make: ((Arguments) throws -> Value)?
    init(_ typeName: String, _ members: [String: Value] = [:], make: ((Arguments) throws -> Value)? = nil) {
        self.typeName = typeName; self.members = members; self.make = make
    }
    var description: String { typeName }
    func member(_ name: String, in runtime: Runtime) throws -> Value? { members[name] }
    func call(_ args: Arguments, in runtime: Runtime) throws -> Value? { try make?(args) }
    var memberNames: [String] { members.keys.sorted() }
}

/// A case of a UIKit or SwiftUI enum (`ScenePhase.active`,
/// `UIApplication.State.background`, `UIApplication.LaunchOptionsKey.shortcutItem`).
/// A scene phase and an application state of the same name compare equal.
final class UIKitConstant: HostObject {
    let typeName: String
    let name: String
    init(_ typeName: String, _ name: String) { self.typeName = typeName; self.name = name }
    var description: String { name }
    func isEqual(to other: HostObject) -> Bool {
        guard let o = other as? UIKitConstant, o.name == name else { return false }
        return o.typeName == typeName || UIKitConstant.phaseTypes.contains(o.typeName) && UIKitConstant.phaseTypes.contains(typeName)
    }
    func isKind(of name: String) -> Bool { name == typeName || typeName.hasSuffix("." + name) }
    static let phaseTypes: Set<String> = ["ScenePhase", "UIApplication.State", "UIScene.ActivationState"]

    static func phase(_ name: String) -> Value { .object(UIKitConstant("ScenePhase", name)) }
    static let shortcutItemKey = Value.object(UIKitConstant("UIApplication.LaunchOptionsKey", "shortcutItem"))
}

/// `UIApplication.shared`, and the `application` a delegate method is given.
final class UIApplicationObject: TabledObject {
    unowned let host: AppHost
    init(_ host: AppHost) { self.host = host }
    var typeName: String { "UIApplication" }
    var description: String { "<UIApplication: \(host.model.applicationState.rawValue)>" }
    func isKind(of name: String) -> Bool { ["UIApplication", "UIResponder", "NSObject"].contains(name) }

    static let members = MemberTable<UIApplicationObject>()
        .property("shortcutItems", { o, _ in .array(o.host.model.shortcutItems.map { .object(ShortcutItemObject($0)) }) },
                  set: { o, v, _ in try o.host.setShortcutItems(v, as: "UIApplication.shared.shortcutItems") })
        .property("applicationState") { o, _ in .object(UIKitConstant("UIApplication.State", o.host.model.applicationState.rawValue)) }
        .property("delegate") { o, _ in o.host.delegates.appDelegate ?? .null }
        .property("supportsMultipleScenes") { _, _ in .bool(false) }
}

/// `launchOptions` of `didFinishLaunchingWithOptions` (nil on a plain launch),
/// and what an `on launch { options in … }` hook is given.
final class LaunchOptionsObject: TabledObject {
    let item: ShortcutItem?
    /// Reading the item is its delivery to the app's code.
    let reading: ItemReading?
    init(_ item: ShortcutItem?, reading: ItemReading? = nil) { self.item = item; self.reading = reading }
    var typeName: String { "LaunchOptions" }
    var description: String {
        item.map { "[UIApplication.LaunchOptionsKey.shortcutItem: \(ShortcutItemObject($0))]" } ?? "[:]"
    }
    func isKind(of name: String) -> Bool { name == "LaunchOptions" || name == "Dictionary" }
    var itemValue: Value { reading?.read() ?? item.map { .object(ShortcutItemObject($0)) } ?? .null }

    /// `launchOptions[.shortcutItem]`
    func element(at index: Value, in runtime: Runtime) throws -> Value? {
        switch index {
        case .object(let k as UIKitConstant) where k.name == "shortcutItem": return itemValue
        case .string("UIApplicationLaunchOptionsShortcutItemKey"): return itemValue
        default: return .null
        }
    }

    static let members = MemberTable<LaunchOptionsObject>()
        .property("shortcutItem") { o, _ in o.itemValue }
        .property("count") { o, _ in .int(o.item == nil ? 0 : 1) }
        .property("isEmpty") { o, _ in .bool(o.item == nil) }
        .property("keys") { o, _ in .array(o.item == nil ? [] : [UIKitConstant.shortcutItemKey]) }
}

/// `UIScene.ConnectionOptions`: what a scene connects with.
final class ConnectionOptionsObject: TabledObject {
    let item: ShortcutItem?
    let reading: ItemReading?
    init(_ item: ShortcutItem?, reading: ItemReading? = nil) { self.item = item; self.reading = reading }
    var typeName: String { "UIScene.ConnectionOptions" }
    func isKind(of name: String) -> Bool { name == typeName || name == "ConnectionOptions" }
    static let members = MemberTable<ConnectionOptionsObject>()
        .property("shortcutItem") { o, _ in o.reading?.read() ?? o.item.map { .object(ShortcutItemObject($0)) } ?? .null }
        .property("urlContexts") { _, _ in .array([]) }
        .property("userActivities") { _, _ in .array([]) }
}

/// A pressed item in launch or connection options: reading it is the item's
/// delivery to the app's code (once per options object), and the object read is
/// the one whose later use counts.
final class ItemReading {
    let item: ShortcutItem
    let press: Int
    let channel: String
    unowned let tracker: DeliveryTracker
    private var object: Value?
    init(_ item: ShortcutItem, press: Int, channel: String, tracker: DeliveryTracker) {
        self.item = item; self.press = press; self.channel = channel; self.tracker = tracker
    }
    func read() -> Value {
        tracker.delivered(press: press, via: channel)
        if let object { return object }
        let o = Value.object(ShortcutItemObject(delivered: item, press: press, tracker: tracker))
        object = o
        return o
    }
}

/// `UISceneConfiguration`: what `application(_:configurationForConnecting:options:)`
/// returns; its `delegateClass` picks the scene delegate.
final class SceneConfigurationObject: TabledObject {
    var name: Value
    let role: Value
    var delegateClass: Value = .null
    init(name: Value, role: Value) { self.name = name; self.role = role }
    var typeName: String { "UISceneConfiguration" }
    static let members = MemberTable<SceneConfigurationObject>()
        .property("name", { o, _ in o.name }, set: { o, v, _ in o.name = v })
        .property("role") { o, _ in o.role }
        .property("delegateClass", { o, _ in o.delegateClass }, set: { o, v, _ in
            guard case .type = v else { throw NativeError("delegateClass must be a class, as in SceneDelegate.self, not \(v.typeName)") }
            o.delegateClass = v
        })
}

/// The app's one window scene, its session and its window.
final class SceneObject: TabledObject {
    unowned let host: AppHost
    let session: Value
    init(_ host: AppHost) {
        self.host = host
        session = .object(SceneSessionObject())
    }
    var typeName: String { "UIWindowScene" }
    func isKind(of name: String) -> Bool { ["UIWindowScene", "UIScene", "UIResponder", "NSObject"].contains(name) }
    static let members = MemberTable<SceneObject>()
        .property("session") { o, _ in o.session }
        .property("activationState") { o, _ in
            let state: String
            switch o.host.model.applicationState {
            case .active: state = "foregroundActive"
            case .inactive: state = "foregroundInactive"
            case .background: state = "background"
            }
            return .object(UIKitConstant("UIScene.ActivationState", state))
        }
        .property("delegate") { o, _ in o.host.delegates.sceneDelegate ?? .null }
}

final class SceneSessionObject: TabledObject {
    var typeName: String { "UISceneSession" }
    static let role = Value.object(UIKitConstant("UISceneSession.Role", "windowApplication"))
    static let members = MemberTable<SceneSessionObject>()
        .property("role") { _, _ in role }
        .property("persistentIdentifier") { _, _ in .string("scene-1") }
        .property("configuration") { _, _ in .object(SceneConfigurationObject(name: .string("Default Configuration"), role: role)) }
}

/// `UIWindow(windowScene:)`: kept so delegate code that sets up its window runs.
final class WindowObject: TabledObject {
    var root: Value = .null
    var isKey = false
    var typeName: String { "UIWindow" }
    static let members = MemberTable<WindowObject>()
        .property("rootViewController", { o, _ in o.root }, set: { o, v, _ in o.root = v })
        .property("isKeyWindow") { o, _ in .bool(o.isKey) }
        .method("makeKeyAndVisible") { o, _, _ in o.isKey = true; return .null }
}

extension AppSession {
    /// UIKit's and SwiftUI's names for the app model (see `UIKitValues.swift`).
    func installUIKit(_ host: AppHost) {
        let i = interpreter
        let icons = Dictionary(uniqueKeysWithValues: IconType.allCases.map { ($0.rawValue, Value.object(IconObject(.system($0)))) })
        var iconTypeMembers = icons
        iconTypeMembers["allCases"] = .array(IconType.allCases.map { icons[$0.rawValue]! })
        let iconType = UIKitNamespace("UIApplicationShortcutIcon.IconType", iconTypeMembers)
        i.define("UIApplicationShortcutIcon", .object(UIKitNamespace("UIApplicationShortcutIcon", ["IconType": .object(iconType)]) { args in
            try AppSession.makeIcon(args)
        }))
        for mutable in [false, true] {
            let name = mutable ? "UIMutableApplicationShortcutItem" : "UIApplicationShortcutItem"
            i.define(name, .object(UIKitNamespace(name) { args in
                .object(ShortcutItemObject(try AppSession.makeUIKitItem(args, name), mutable: mutable))
            }))
        }
        let phases = ["active", "inactive", "background"]
        let state = UIKitNamespace("UIApplication.State", Dictionary(uniqueKeysWithValues: phases.map { ($0, Value.object(UIKitConstant("UIApplication.State", $0))) }))
        i.define("UIApplication", .object(UIKitNamespace("UIApplication", [
            "shared": .object(host.application),
            "LaunchOptionsKey": .object(UIKitNamespace("UIApplication.LaunchOptionsKey", ["shortcutItem": UIKitConstant.shortcutItemKey])),
            "State": .object(state),
        ])))
        i.define("ScenePhase", .object(UIKitNamespace("ScenePhase", Dictionary(uniqueKeysWithValues: phases.map { ($0, UIKitConstant.phase($0)) }))))
        for p in phases { i.runtime.implicitMembers[p] = UIKitConstant.phase(p) }
        i.runtime.implicitMembers["shortcutItem"] = UIKitConstant.shortcutItemKey
        i.runtime.implicitMembers["windowApplication"] = SceneSessionObject.role
        // `.init(systemImageName: "star")` where an icon is expected.
        i.runtime.implicitMembers["init"] = .native(NativeFunction("init") { args, _ in try AppSession.makeIcon(args) })
        i.define("UISceneConfiguration", .object(UIKitNamespace("UISceneConfiguration") { args in
            .object(SceneConfigurationObject(name: args.labeled("name") ?? .null, role: args.labeled("sessionRole") ?? SceneSessionObject.role))
        }))
        i.define("UIWindow", .object(UIKitNamespace("UIWindow") { _ in .object(WindowObject()) }))
        i.define("Bundle", .object(UIKitNamespace("Bundle", ["main": .object(BundleObject(host))])))
    }

    /// `UIApplicationShortcutIcon(type:)`, `(systemImageName:)`, `(templateImageName:)`.
    static func makeIcon(_ args: Arguments) throws -> Value {
        guard args.count == 1, let label = args.labels[0] else {
            throw NativeError("UIApplicationShortcutIcon takes type:, systemImageName: or templateImageName:")
        }
        switch (label, args[0]) {
        case ("type", .object(let o as IconObject)):
            guard case .system = o.icon else { throw NativeError("UIApplicationShortcutIcon(type:) takes an icon type such as .compose") }
            return args[0]
        case ("type", .instance(let i)) where iconType(named: i) != nil:
            // `.add` where the script has a case `add` of its own: the icon here.
            return .object(IconObject(.system(iconType(named: i)!)))
        case ("systemImageName", .string(let s)) where !s.isEmpty: return .object(IconObject(.symbol(s)))
        case ("templateImageName", .string(let s)) where !s.isEmpty: return .object(IconObject(.image(s)))
        default:
            throw NativeError("UIApplicationShortcutIcon(\(label):) needs \(label == "type" ? "an icon type such as .compose" : "a non-empty name"), not \(args[0].typeName)")
        }
    }

    /// `UIApplicationShortcutItem(type:localizedTitle:localizedSubtitle:icon:userInfo:targetContentIdentifier:)`.
    static func makeUIKitItem(_ args: Arguments, _ name: String) throws -> ShortcutItem {
        let names = ["localizedTitle": "title", "localizedSubtitle": "subtitle", "icon": "icon", "userInfo": "userInfo",
                     "targetContentIdentifier": "targetContentIdentifier"]
        guard let type = args.labeled("type") else {
            throw NativeError("\(name) needs type: and localizedTitle:")
        }
        var fields: [(String, Value)] = [("userInfo", .null)]
        for (label, value) in zip(args.labels, args.values) where label != "type" {
            guard let label, let field = names[label] else {
                throw NativeError("\(name) has no parameter '\(label ?? "_")'; it takes type:, localizedTitle:, localizedSubtitle:, icon:, userInfo: and targetContentIdentifier:")
            }
            fields.append((field, value))
        }
        return try shortcutItem(type: type, fields: fields)
    }
}

/// `Bundle.main`: the app's bundle identifier is the PRODUCT_BUNDLE_IDENTIFIER
/// build setting (as written, `$(PRODUCT_BUNDLE_IDENTIFIER)`, when not given, so
/// it matches the unexpanded static items).
final class BundleObject: TabledObject {
    unowned let host: AppHost
    init(_ host: AppHost) { self.host = host }
    var typeName: String { "Bundle" }
    static let members = MemberTable<BundleObject>()
        .property("bundleIdentifier") { o, _ in .string(o.host.settings["PRODUCT_BUNDLE_IDENTIFIER"] ?? "$(PRODUCT_BUNDLE_IDENTIFIER)") }
}

/// A view controller, as far as quick-action code touches one: the window's
/// root, an alert it presents (`UIAlertController`), a navigation controller.
/// Presenting and dismissing are logged in `app.log`, so a test can see the alert
/// a handler showed.
final class ViewControllerObject: TabledObject {
    unowned let host: AppHost
    let kind: String
    var title: Value
    var message: Value = .null
    var actions: [Value] = []
    var presented: ViewControllerObject?
    init(_ host: AppHost, kind: String, title: Value = .null) { self.host = host; self.kind = kind; self.title = title }
    var typeName: String { kind }
    var description: String { "<\(kind)\(title.isNil ? "" : ": \(title)")>" }
    func isKind(of name: String) -> Bool { name == kind || name == "UIViewController" || name == "UIResponder" || name == "NSObject" }

    static let members = MemberTable<ViewControllerObject>()
        .property("title", { o, _ in o.title }, set: { o, v, _ in o.title = v })
        .property("message", { o, _ in o.message }, set: { o, v, _ in o.message = v })
        .property("actions") { o, _ in .array(o.actions) }
        .property("presentedViewController") { o, _ in o.presented.map { .object($0) } ?? .null }
        .method("addAction") { o, args, _ in
            guard args.count == 1 else { throw NativeError("addAction takes a UIAlertAction") }
            o.actions.append(args[0])
            return .null
        }
        .method("present") { o, args, rt in
            guard let first = args.values.first, case .object(let vc as ViewControllerObject) = first else {
                throw NativeError("present takes the view controller to show")
            }
            o.presented = vc
            var line = "present \(vc.kind)"
            if case .string(let t) = vc.title { line += " \"\(t)\"" }
            if case .string(let m) = vc.message { line += ": \(m)" }
            o.host.model.note(line)
            if let completion = args.labeled("completion"), !completion.isNil { _ = try rt.call(completion, []) }
            return .null
        }
        .method("dismiss") { o, args, rt in
            if let p = o.presented { o.host.model.note("dismiss \(p.kind)") }
            o.presented = nil
            if let completion = args.labeled("completion"), !completion.isNil { _ = try rt.call(completion, []) }
            return .null
        }
        .method("pushViewController") { o, args, _ in
            if let first = args.values.first { o.host.model.note("push \(first.description)") }
            return .null
        }
}

extension AppSession {
    /// `UIViewController()`, `UINavigationController(rootViewController:)`,
    /// `UIAlertController(title:message:preferredStyle:)`, `UIAlertAction(title:style:handler:)`.
    func installViewControllers(_ host: AppHost) {
        let i = interpreter
        for kind in ["UIViewController", "UITableViewController", "UINavigationController"] {
            i.define(kind, .object(UIKitNamespace(kind) { [unowned host] args in
                .object(ViewControllerObject(host, kind: kind, title: args.labeled("title") ?? .null))
            }))
        }
        i.define("UIAlertController", .object(UIKitNamespace("UIAlertController") { [unowned host] args in
            let vc = ViewControllerObject(host, kind: "UIAlertController", title: args.labeled("title") ?? .null)
            vc.message = args.labeled("message") ?? .null
            return .object(vc)
        }))
        i.define("UIAlertAction", .object(UIKitNamespace("UIAlertAction") { args in
            .object(UIKitConstant("UIAlertAction", { if case .string(let t)? = args.labeled("title") { return t }; return "" }()))
        }))
        for name in ["alert", "actionSheet", "cancel"] {
            i.runtime.implicitMembers[name] = .object(UIKitConstant("UIKit.Style", name))
        }
    }
}
