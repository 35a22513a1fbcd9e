import QASLanguage
import QASPlatform

/// UIKit's and SwiftUI's objects as scripts see them: each stands for a part of
/// the app model qas already has, so `UIApplication.shared.shortcutItems` and
/// `app.shortcutItems` are one list.

/// A type's name used as a value: `UIApplication`, `UIApplicationShortcutIcon`,
/// `ScenePhase`. Its members are constants or nested names; calling it makes a value.
final class UIKitNamespace: HostObject {
    let typeName: String
    var members: [String: Value]
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
    var badgeNumber = 0
    var idleTimerDisabled = false
    var backgroundTasks = 0
    var typeName: String { "UIApplication" }
    var description: String { "<UIApplication: \(host.model.applicationState.rawValue)>" }
    func isKind(of name: String) -> Bool { ["UIApplication", "UIResponder", "NSObject"].contains(name) }

    static let members = MemberTable<UIApplicationObject>()
        .property("shortcutItems", { o, _ in .array(o.host.model.shortcutItems.map { .object(ShortcutItemObject($0)) }) },
                  set: { o, v, _ in try o.host.setShortcutItems(v, as: "UIApplication.shared.shortcutItems") })
        .property("applicationState") { o, _ in .object(UIKitConstant("UIApplication.State", o.host.model.applicationState.rawValue)) }
        .property("delegate") { o, _ in o.host.delegates.appDelegate ?? .null }
        .property("supportsMultipleScenes") { _, _ in .bool(false) }
        // The one scene, once connected (a Set in UIKit: `.first` is the way in).
        .property("connectedScenes") { o, _ in .array(o.host.delegates.scene.map { [.object($0)] } ?? []) }
        // The app's window: its delegate's `window`.
        .property("windows") { o, rt in .array(o.window(rt).map { [$0] } ?? []) }
        .property("keyWindow") { o, rt in o.window(rt) ?? .null }
        .property("applicationIconBadgeNumber", { o, _ in .int(o.badgeNumber) }, set: { o, v, _ in
            guard case .int(let n) = v else { throw NativeError("applicationIconBadgeNumber is an Int") }
            o.badgeNumber = n
            o.host.model.note("badge \(n)")
        })
        .property("isIdleTimerDisabled", { o, _ in .bool(o.idleTimerDisabled) }, set: { o, v, _ in
            o.idleTimerDisabled = v == .bool(true)
        })
        .property("isRegisteredForRemoteNotifications") { _, _ in .bool(false) }
        .property("backgroundRefreshStatus") { _, _ in .object(UIKitConstant("UIBackgroundRefreshStatus", "available")) }
        .method("registerForRemoteNotifications") { _, _, _ in .null }
        .method("unregisterForRemoteNotifications") { _, _, _ in .null }
        .method("setMinimumBackgroundFetchInterval") { _, _, _ in .null }
        // `open(url)`: logged; the completion handler is told it opened, once
        // the current work is done, as UIKit calls it.
        .method("open") { o, args, rt in
            guard args.count >= 1 else { throw NativeError("open(_:options:completionHandler:) takes a URL") }
            o.host.model.note("open URL \(args[0].description)")
            o.host.model.tracker.effect()
            if let done = args.values.last, args.count > 1, done.isCallable {
                rt.tasks.enqueue(.native(NativeFunction("open completion", arity: 0...0) { _, rt in try rt.call(done, [.bool(true)]) }))
            }
            return .null
        }
        // Whether an app handles the URL: the web's and the system's schemes.
        .method("canOpenURL") { _, args, _ in
            guard args.count == 1 else { throw NativeError("canOpenURL takes a URL") }
            let text = args[0].description.lowercased()
            return .bool(["http:", "https:", "mailto:", "tel:", "sms:", "app-settings:"].contains { text.hasPrefix($0) })
        }
        .method("beginBackgroundTask") { o, _, _ in
            o.backgroundTasks += 1
            return .int(o.backgroundTasks)
        }
        .method("endBackgroundTask") { _, _, _ in .null }

    /// The window of the scene delegate, else of the app delegate.
    func window(_ rt: Runtime) -> Value? {
        for d in [host.delegates.sceneDelegate, host.delegates.appDelegate] {
            if let d, case .instance(let i) = d, rt.hasStoredProperty(i.type, "window"),
               let w = try? rt.property(of: d, "window"), w != .null { return OptionalNil.unwrapped(w) }
        }
        return nil
    }
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
            "openSettingsURLString": .string("app-settings:"),
        ])))
        // The Swift 4 spellings of the same names.
        i.define("UIApplicationLaunchOptionsKey", .object(UIKitNamespace("UIApplication.LaunchOptionsKey", ["shortcutItem": UIKitConstant.shortcutItemKey])))
        i.define("UIApplicationShortcutIconType", .object(iconType))
        i.define("ScenePhase", .object(UIKitNamespace("ScenePhase", Dictionary(uniqueKeysWithValues: phases.map { ($0, UIKitConstant.phase($0)) }))))
        for p in phases { i.runtime.implicitMembers[p] = UIKitConstant.phase(p) }
        // A scene's `activationState` (`.foregroundActive` in a switch over it).
        let sceneStates = ["foregroundActive", "foregroundInactive", "background", "unattached"]
        let activation = Dictionary(uniqueKeysWithValues: sceneStates.map { ($0, Value.object(UIKitConstant("UIScene.ActivationState", $0))) })
        for (name, v) in activation where i.runtime.implicitMembers[name] == nil { i.runtime.implicitMembers[name] = v }
        i.define("UIScene", .object(UIKitNamespace("UIScene", ["ActivationState": .object(UIKitNamespace("UIScene.ActivationState", activation))])))
        i.runtime.implicitMembers["shortcutItem"] = UIKitConstant.shortcutItemKey
        i.runtime.implicitMembers["windowApplication"] = SceneSessionObject.role
        // `.init(systemImageName: "star")` where an icon is expected, and
        // `.init(type: "T", localizedTitle: "…")` where an item is: the labels
        // tell an item (it has a title) from an icon.
        i.runtime.implicitMembers["init"] = .native(NativeFunction("init") { args, _ in
            if args.labels.contains("localizedTitle") {
                return .object(ShortcutItemObject(try AppSession.makeUIKitItem(args, "UIApplicationShortcutItem")))
            }
            return try AppSession.makeIcon(args)
        })
        i.define("UISceneConfiguration", .object(UIKitNamespace("UISceneConfiguration") { args in
            .object(SceneConfigurationObject(name: args.labeled("name") ?? .null, role: args.labeled("sessionRole") ?? SceneSessionObject.role))
        }))
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
        // A resource the app's folder has (`Recipes.json`), or nil.
        .method("url") { o, args, rt in
            guard let path = o.resource(args, "forResource", "withExtension", rt), let make = o.host.fileURL else { return .null }
            return try rt.call(make, [.string(path)])
        }
        .method("path") { o, args, rt in o.resource(args, "forResource", "ofType", rt).map(Value.string) ?? .null }
        .property("infoDictionary") { _, rt in
            guard let plist = try? InfoPlist(path: AppResources.infoPlistPath(rt)) else { return .null }
            return scriptValue(plist.root)
        }
        .method("object") { _, args, rt in
            guard case .string(let key)? = args.labeled("forInfoDictionaryKey"),
                  let plist = try? InfoPlist(path: AppResources.infoPlistPath(rt)), case .dictionary(let pairs) = plist.root,
                  let found = pairs.last(where: { $0.0 == key }) else { return .null }
            return scriptValue(found.1)
        }

    /// The path of `NAME.EXT` among the app's resources.
    func resource(_ args: Arguments, _ nameLabel: String, _ extensionLabel: String, _ rt: Runtime) -> String? {
        guard case .string(let name)? = args.labeled(nameLabel) else { return nil }
        var file = name
        if case .string(let ext)? = args.labeled(extensionLabel), !ext.isEmpty { file += ext.hasPrefix(".") ? ext : "." + ext }
        return AppResources.files(named: file, rt).first
    }
}

extension AppSession {
    /// UIKit's views and view controllers (`UIKitViews.source`), with their
    /// presentations logged in `app.log`.
    func installViewControllers(_ host: AppHost) {
        let i = interpreter
        // What an app prints is something it did (`qas explore` tells performing from keeping).
        i.runtime.printed = { [unowned host] in host.model.tracker.effect(printed: true) }
        // A window's root when its storyboard is not in the app's folder becomes
        // the controller class the app's code first casts it to.
        i.runtime.standInCast = { [unowned rt = i.runtime] value, name in
            guard case .instance(let standIn) = value, standIn.type.name == "__StoryboardRoot", name != "__StoryboardRoot",
                  let target = rt.classType(named: name, inheritingFrom: "UIViewController") else { return nil }
            let made = try rt.instantiate(target)
            let window = try rt.property(of: value, "window")
            if window != .null { try rt.setProperty(of: window, "rootViewController", to: made) }
            return made
        }
        // `#selector(refresh(_:))` (the lexer makes it a call of `#selector`): the method itself.
        i.define("#selector", .native(NativeFunction("#selector", arity: 1...1) { args, _ in args[0] }))
        // `#selector` target-action: the method, called with the argument it takes (none or one).
        i.define("__perform", .native(NativeFunction("__perform", arity: 2...2) { args, rt in
            if case .function(let f) = args[0], f.parameterCount == 0 { return try rt.call(args[0], []) }
            return try rt.call(args[0], [args[1]])
        }))
        // A notification nobody observed (`qas explore` reports an item lost in one).
        i.define("__unheardPost", .native(NativeFunction("__unheardPost", arity: 1...1) { [unowned host] args, _ in
            host.model.tracker.postUnheard(args[0].description)
            return .null
        }))
        // A value as it is, where the library knows its type better than a cast could say (`Self`).
        i.define("__unchecked", .native(NativeFunction("__unchecked", arity: 1...1) { args, _ in args[0] }))
        // A storyboard outlet connected: the property the app declares (`@IBOutlet var label: UILabel!`).
        i.define("__connectOutlet", .native(NativeFunction("__connectOutlet", arity: 3...3) { args, rt in
            guard case .string(let name) = args[1] else { return .null }
            guard case .instance(let owner) = args[0], rt.hasStoredProperty(owner.type, name) || rt.hasSettableProperty(owner.type, name) else {
                throw NativeError("the storyboard connects an outlet '\(name)' that \(args[0].typeName) does not declare (UIKit stops the app: this class is not key value coding-compliant for the key \(name))")
            }
            try rt.setProperty(of: args[0], name, to: args[2])
            return .null
        }))
        // The same object (or, for values, an equal one): what an observer's `object:` matches.
        i.define("__identical", .native(NativeFunction("__identical", arity: 2...2) { args, _ in
            switch (args[0], args[1]) {
            case (.instance(let a), .instance(let b)): return .bool(a === b)
            case (.object(let a), .object(let b)): return .bool(a === b || a.isEqual(to: b))
            default: return .bool(args[0] == args[1])
            }
        }))
        i.define("__uikitNote", .native(NativeFunction("__uikitNote", arity: 1...1) { [unowned host] args, _ in
            host.model.note(args[0].description)
            host.model.tracker.effect()
            return .null
        }))
        do {
            try i.runLibrary(Source(name: "Foundation", text: NotificationCenterLibrary.source), module: "Foundation")
            try i.runLibrary(Source(name: "Foundation", text: TimerLibrary.source), module: "Foundation")
            try FormatterLibrary.install(in: i)
            try DateLibrary.install(in: i)
            try URLLibrary.install(in: i)
            host.fileURL = i.value(of: "__fileURLValue")
            try LocalizationLibrary.install(in: i) { [unowned host] in host.locale }
            try JSONLibrary.install(in: i)
            try AppContainer(store: store).install(in: i)
            try i.runLibrary(Source(name: "UIKit", text: UIKitViews.source), module: "UIKit")
            try StoryboardLibrary.install(in: i)
            host.storyboardInitial = i.value(of: "__storyboardInitial")
            host.processEnded = i.value(of: "__processEnded")
            // Swift 4's name of the attribute keys.
            try i.runLibrary(Source(name: "UIKit", text: "let NSAttributedStringKey = NSAttributedString.Key.self"), module: "UIKit")
            host.postLifecycle = i.value(of: "__postLifecycle")
            // `UIApplication.didBecomeActiveNotification`, `UIScene.didActivateNotification`…
            let makeName = i.value(of: "__notificationName") ?? .null
            func name(_ raw: String) throws -> Value { try i.runtime.call(makeName, [.string(raw)]) }
            if case .object(let app as UIKitNamespace)? = i.value(of: "UIApplication") {
                for n in NotificationCenterLibrary.applicationNames {
                    app.members[n + "Notification"] = try name("UIApplication" + n.prefix(1).uppercased() + n.dropFirst() + "Notification")
                }
            }
            if case .object(let scene as UIKitNamespace)? = i.value(of: "UIScene") {
                for (member, raw) in NotificationCenterLibrary.sceneNames {
                    scene.members[member + "Notification"] = try name("UIScene" + raw + "Notification")
                }
            }
        } catch {
            preconditionFailure("UIKit's views do not compile: \(error)")
        }
    }
}
