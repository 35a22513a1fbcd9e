import Foundation
import QASLanguage
import QASPlatform

/// The script's own UIKit delegates: the class conforming to
/// `UIApplicationDelegate` (made at launch, as `@main` would) and the one
/// conforming to `UIWindowSceneDelegate` (made when the scene connects, or the
/// class `application(_:configurationForConnecting:options:)` names).
final class DelegateObjects {
    static let appProtocol = "UIApplicationDelegate"
    static let sceneProtocols = ["UIWindowSceneDelegate", "UISceneDelegate"]

    var appDelegate: Value?
    var sceneDelegate: Value?
    var scene: SceneObject?
    /// The scene delegate class a scene configuration asked for.
    var configuredSceneClass: ScriptType?

    func reset() {
        appDelegate = nil
        sceneDelegate = nil
        scene = nil
        configuredSceneClass = nil
    }

    func appClass(_ runtime: Runtime) -> ScriptType? {
        runtime.declaredClasses(conformingTo: DelegateObjects.appProtocol).first
    }

    func sceneClass(_ runtime: Runtime) -> ScriptType? {
        if let configuredSceneClass { return configuredSceneClass }
        for p in DelegateObjects.sceneProtocols {
            if let t = runtime.declaredClasses(conformingTo: p).first { return t }
        }
        return nil
    }
}

extension AppHost {
    // MARK: AppCode: the delegate methods

    func implements(_ callback: UIKitCallback) -> Bool {
        let type = callback.isSceneMethod ? delegates.sceneClass(runtime) : delegates.appClass(runtime)
        guard let type else { return false }
        return runtime.hasMethod(type, callback.baseName, labels: callback.labels) || implementsAsyncForm(callback)
    }

    /// Whether the delegate has the `async -> Bool` form of a perform-action
    /// method (`windowScene(_:performActionFor:) async -> Bool`) and not the
    /// completion-handler one: UIKit calls it instead, and its result is the handler's.
    func implementsAsyncForm(_ callback: UIKitCallback) -> Bool {
        guard callback == .performAction || callback == .scenePerformAction else { return false }
        let type = callback.isSceneMethod ? delegates.sceneClass(runtime) : delegates.appClass(runtime)
        guard let type, !runtime.hasMethod(type, callback.baseName, labels: callback.labels) else { return false }
        return runtime.hasMethod(type, callback.baseName, labels: Array(callback.labels.dropLast()))
    }

    var usesScenes: Bool { delegates.sceneClass(runtime) != nil || implements(.configurationForConnecting) }

    func willLaunch() {
        guard pendingError == nil, let type = delegates.appClass(runtime) else { return }
        delegates.appDelegate = make(type, role: "app delegate")
        if !usesScenes { giveWindow(delegates.appDelegate, type) }
    }

    func connectScene() {
        delegates.scene = SceneObject(self)
        guard pendingError == nil, let type = delegates.sceneClass(runtime) else { return }
        delegates.sceneDelegate = make(type, role: "scene delegate")
        giveWindow(delegates.sceneDelegate, type)
    }

    /// As an app with a main storyboard has it, the delegate's `window` holds the
    /// app's window, with a view controller at its root, before any method runs:
    /// the storyboard's initial one when the app's folder has the storyboard
    /// Info.plist names (`UIMainStoryboardFile`, a scene's `UISceneStoryboardFile`,
    /// or `Main`), else a plain `UIViewController`.
    private func giveWindow(_ delegate: Value?, _ type: ScriptType) {
        guard let delegate, runtime.hasStoredProperty(type, "window"),
              let windowType = runtime.types.types["UIWindow"], let window = try? runtime.instantiate(windowType) else { return }
        var root = Value.null
        let (name, named) = mainStoryboard()
        if let make = storyboardInitial, let initial = try? runtime.call(make, [.string(name)]), initial != .null {
            root = initial
        } else if let standIn = runtime.types.types["__StoryboardRoot"] {
            root = (try? runtime.instantiate(standIn)) ?? .null
            try? runtime.setProperty(of: root, "window", to: window)
            if named {
                notice("Info.plist names the storyboard '\(name)', which is not in the app's folder: the window's root view controller "
                       + "stands in for its initial one and becomes the class the app's code first casts it to (add \(name).storyboard for its controllers)")
            }
        }
        try? runtime.setProperty(of: window, "rootViewController", to: root)
        try? runtime.setProperty(of: delegate, "window", to: window)
    }

    /// The main storyboard's name, as the app's Info.plist gives it (`Main`
    /// when it names none), and whether it does.
    private func mainStoryboard() -> (String, named: Bool) {
        guard let plist = try? InfoPlist(path: AppResources.infoPlistPath(runtime)) else { return ("Main", false) }
        func find(_ v: PropertyListValue) -> String? {
            switch v {
            case .dictionary(let pairs):
                for (k, x) in pairs {
                    if k == "UIMainStoryboardFile" || k == "UISceneStoryboardFile", case .string(let s) = x { return s }
                    if let s = find(x) { return s }
                }
            case .array(let a):
                for x in a { if let s = find(x) { return s } }
            default: break
            }
            return nil
        }
        return find(plist.root).map { ($0, true) } ?? ("Main", false)
    }

    func appTerminated(sessionKept: Bool) {
        // A kept scene session keeps the delegate class its configuration named.
        let configured = delegates.configuredSceneClass
        delegates.reset()
        if sessionKept { delegates.configuredSceneClass = configured }
        // The process is gone, and with it the tasks it had not run and the
        // observers it had added.
        runtime.tasks.reset()
        if let processEnded { _ = try? runtime.call(processEnded, []) }
    }

    func appDeleted() {
        // UserDefaults (every suite) and the container's files.
        do {
            let keys = try store.appStateKeys(prefix: "defaults/") + store.appStateKeys(prefix: "files/")
            try store.saveAppState([], items: nil, removing: keys)
        } catch {
            pendingError = pendingError ?? NativeError("cannot remove the app's data: \(error)")
        }
    }

    private func make(_ type: ScriptType, role: String) -> Value? {
        do {
            return try runtime.instantiate(type)
        } catch let e as RuntimeError where e.isCatchable {
            report((e.location.map { "\($0): " } ?? "") + "cannot make the \(role) \(type.name): \(e.message)")
            model.note("cannot make the \(role) \(type.name): \(e.message)")
            // UIKit's delegates cannot throw: an error here is a crashed app.
            pendingError = e
            return nil
        } catch {
            pendingError = error
            return nil
        }
    }

    func call(_ callback: UIKitCallback, _ context: CallbackContext) -> Bool {
        guard pendingError == nil else { return true }
        let receiver = callback.isSceneMethod ? delegates.sceneDelegate : delegates.appDelegate
        guard let receiver else { return true }
        do {
            if implementsAsyncForm(callback) {
                let result = try runtime.callMethod(on: receiver, callback.baseName, labels: Array(callback.labels.dropLast()),
                                                    Array(arguments(callback, context).dropLast()))
                guard case .bool(let handled) = result else {
                    throw RuntimeError("\(callback.baseName)(_:performActionFor:) async must return a Bool (whether the action was handled), not \(result.typeName)", at: nil)
                }
                context.completion?.call(handled)
                return true
            }
            let result = try runtime.callMethod(on: receiver, callback.baseName, labels: callback.labels,
                                                arguments(callback, context))
            if callback == .configurationForConnecting, case .object(let c as SceneConfigurationObject) = result,
               case .type(let t) = c.delegateClass {
                delegates.configuredSceneClass = t
            }
            if case .bool(false) = result { return false }
        } catch let e as RuntimeError where e.isCatchable {
            report((e.location.map { "\($0): " } ?? "") + "\(callback.rawValue) failed: \(e.message)")
            model.note("\(callback.rawValue) failed: \(e.message)")
            model.tracker.failed("\(callback.rawValue) failed: \(e.message)")
            // A delegate method cannot throw in Swift: its error is a crashed app,
            // and stops the statement that drove it (after the model is told).
            pendingError = e
        } catch {
            pendingError = error
        }
        return true
    }

    /// What UIKit passes: the application or scene first, then the options, the
    /// item and the completion handler the selector names.
    private func arguments(_ callback: UIKitCallback, _ context: CallbackContext) -> [Value] {
        let app = Value.object(application)
        let sceneObject = delegates.scene ?? SceneObject(self)
        let scene = Value.object(sceneObject)
        let item = context.item.map { Value.object(ShortcutItemObject(delivered: $0, press: context.press, tracker: model.tracker)) } ?? .null
        let reading = context.item.flatMap { i in
            context.press.map { ItemReading(i, press: $0, channel: "the options of \(callback.rawValue)", tracker: model.tracker) }
        }
        switch callback {
        case .willFinishLaunching, .didFinishLaunching:
            return [app, context.item.map { .object(LaunchOptionsObject($0, reading: reading)) } ?? .null]
        case .configurationForConnecting:
            return [app, sceneObject.session, .object(ConnectionOptionsObject(context.item, reading: reading))]
        case .performAction:
            return [app, item, completionHandler(context.completion)]
        case .sceneWillConnect:
            return [scene, sceneObject.session, .object(ConnectionOptionsObject(context.item, reading: reading))]
        case .scenePerformAction:
            return [scene, item, completionHandler(context.completion)]
        case .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect:
            return [scene]
        case .willEnterForeground, .didBecomeActive, .willResignActive, .didEnterBackground, .willTerminate:
            return [app]
        }
    }

    private func completionHandler(_ handler: CompletionHandler?) -> Value {
        .native(NativeFunction("completionHandler", arity: 1...1) { args, _ in
            guard case .bool(let handled) = args[0] else {
                throw NativeError("the completion handler takes a Bool (whether the action was handled), not \(args[0].typeName)")
            }
            handler?.call(handled)
            return .null
        })
    }
}
