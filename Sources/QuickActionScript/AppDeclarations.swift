import QASLanguage
import QASPlatform

/// The declaration forms an app script has, in one place: their syntax, fields,
/// rules and messages. The raw value identifies a form to the language (which
/// parses it), to `QuickActionChecker` (which lints it) and to the engine (which
/// runs it); scripts never see it as a name.
enum AppDeclaration: String, CaseIterable {
    /// `static action "T" { title: … }`: an Info.plist item, fixed at build time.
    case staticAction
    /// `static actions from "Info.plist"`: the items of a real Info.plist.
    case staticActionsFrom
    /// `dynamic actions { … }`: code that computes `UIApplication.shortcutItems`.
    case dynamicActions
    /// `action "T" { … }`: one dynamic item, while `dynamic actions` runs.
    case action
    /// `on "T" { item in … }` and `on launch|active|background { … }`.
    case on
    /// `intent Name(a, b = 1, c?) { title: …; perform { … } }`: an App Intent.
    case intent
    /// `widget "kind" { family: …; timeline { … }; view { entry in … } }`.
    case widget
    /// `invariant "name" { … }`: a Bool `qas explore` checks after every event.
    case invariant
    /// `preview "notes" { view { note in … }; actions { note in … }; commit { note in … } }`:
    /// Peek and Pop on a list's rows.
    case preview
    /// `contextMenu "notes" { note in UIContextMenuConfiguration(…) }`: iOS 13's menus.
    case contextMenu

    /// The fields of a shortcut item, as `static action` and `action` take them.
    static let itemFields = ["title", "subtitle", "icon", "userInfo", "targetContentIdentifier"]
    /// The scene phases `on` takes as bare words.
    /// `scenePhase` is every change of phase, given the new one (SwiftUI's
    /// `.onChange(of: scenePhase)`).
    static let phases: Set<String> = Set(SceneEvent.allCases.map(\.rawValue) + [AppHost.everyPhase])
    /// Calls whose result is a build-time constant when their arguments are.
    static let constantFunctions: Set<String> = ["symbol", "image"]
    /// The widget blocks that make timeline entries (and may set `policy:`).
    static let entryBlocks = ["placeholder", "snapshot", "timeline"]

    /// The form's syntax, run by `lowering`. Compiled code keeps its form, and
    /// the app keeps compiled code (a handler, the dynamic block): the form holds
    /// `lowering` unowned so that no cycle keeps an engine alive. Whoever
    /// registers the forms keeps `lowering`.
    func form(_ lowering: AppDeclarationLowering) -> DeclarationForm {
        let kind = self
        var form = DeclarationForm(id: rawValue, words: words) { [unowned lowering] d, rt in
            try lowering.lower(kind, d, rt)
        }
        switch self {
        case .staticAction:
            form.name = .string(constant: true)
            form.body = .fields
            form.fields = AppDeclaration.shortcutFields(titleRequired: true)
            form.topLevelOnly = true
            form.hoisted = true
            form.constantFields = true
            form.constantFunctions = AppDeclaration.constantFunctions
            form.messages = AppDeclaration.itemMessages
            form.messages.expectedName = "expected the action type in quotes after 'static action'"
            form.messages.constantName = "a static action's type must be a constant string"
        case .staticActionsFrom:
            form.name = .string(constant: true)
            form.topLevelOnly = true
            form.hoisted = true
            form.messages.expectedName = "expected the Info.plist path in quotes after 'static actions from'"
            form.messages.constantName = "the Info.plist path must be a constant string"
            form.messages.topLevelOnly = "static actions are declared at the top level of a file"
        case .dynamicActions:
            form.body = .code
            form.messages.expectedBody = "expected '{' and the code that makes the dynamic actions"
        case .action:
            form.name = .string(constant: false)
            form.body = .fields
            form.fields = AppDeclaration.shortcutFields(titleRequired: false)
            form.messages = AppDeclaration.itemMessages
        case .on:
            form.name = .stringOrWord(AppDeclaration.phases)
            form.body = .code
            form.messages.expectedName = "expected an action type in quotes, or launch, active or background, after 'on'"
            form.messages.expectedBody = "expected '{' and the handler's code"
        case .intent:
            form.name = .identifier
            form.hasParameters = true
            form.body = .fields
            form.bindsName = true
            form.fields = [
                .init("title"), .init("description"),
                .init("perform", .block(takesDeclarationParameters: true, closureParameters: false, inner: []),
                      required: { "intent \($0) needs a 'perform { … }' block" }),
            ]
            form.messages.expectedBody = "expected '{' and the intent's title and perform block"
            form.messages.unclosedBody = "expected '}' to close the intent"
            form.messages.expectedField = "expected 'title:', 'description:' or 'perform { … }'"
            form.messages.unknownField = { "an intent has 'title:', 'description:' and 'perform { … }', not '\($0)'" }
        case .invariant:
            AppDeclaration.topLevelCode(&form, name: "the invariant's name", nameConstant: "an invariant's name",
                                        body: "code that returns whether the invariant holds", plural: "invariants")
        case .preview:
            form.name = .string(constant: true)
            form.body = .fields
            form.topLevelOnly = true
            form.fields = ["view", "actions", "commit"].map {
                .init($0, .block(takesDeclarationParameters: false, closureParameters: true, inner: []))
            }
            form.messages.expectedName = "expected the list's name in quotes after 'preview', as in preview \"notes\""
            form.messages.constantName = "a preview's list name must be a constant string"
            form.messages.expectedBody = "expected '{' and the preview's view, actions and commit"
            form.messages.unclosedBody = "expected '}' to close the preview"
            form.messages.expectedField = "expected view { note in … }, actions { note in … } or commit { note in … }"
            form.messages.unknownField = { "a preview has view, actions and commit, not '\($0)'" }
            form.messages.duplicateField = { "the preview's '\($0)' is given twice" }
            form.messages.topLevelOnly = "previews are declared at the top level of a file"
        case .contextMenu:
            AppDeclaration.topLevelCode(&form, name: "the list's name", example: "contextMenu \"notes\"", nameConstant: "a context menu's list name",
                                        body: "code that returns a UIContextMenuConfiguration", plural: "context menus")
        case .widget:
            let policy = DeclarationForm.InnerField(name: "policy") { [unowned lowering] v, rt in
                try lowering.timelinePolicy(v, rt)
            }
            form.name = .string(constant: false)
            form.body = .fields
            form.fields = [.init("family")]
                + AppDeclaration.entryBlocks.map { .init($0, .block(takesDeclarationParameters: false, closureParameters: false, inner: [policy])) }
                + [.init("view", .block(takesDeclarationParameters: false, closureParameters: true, inner: []))]
            form.messages.expectedBody = "expected '{' and the widget's parts"
            form.messages.unclosedBody = "expected '}' to close the widget"
            form.messages.expectedField = "expected family:, placeholder, snapshot, timeline or view"
            form.messages.unknownField = { "a widget has family:, placeholder, snapshot, timeline and view, not '\($0)'" }
            form.messages.duplicateField = { "the widget's '\($0)' is given twice" }
        }
        return form
    }

    /// A top-level form named by a constant string, with code for a body.
    private static func topLevelCode(_ form: inout DeclarationForm, name: String, example: String? = nil, nameConstant: String,
                                     body: String, plural: String) {
        let word = form.words[0]
        form.name = .string(constant: true)
        form.body = .code
        form.topLevelOnly = true
        form.messages.expectedName = "expected \(name) in quotes after '\(word)'" + (example.map { ", as in \($0)" } ?? "")
        form.messages.constantName = "\(nameConstant) must be a constant string"
        form.messages.expectedBody = "expected '{' and \(body)"
        form.messages.topLevelOnly = "\(plural) are declared at the top level of a file"
    }

    /// The words that introduce the form.
    var words: [String] {
        switch self {
        case .staticAction: return ["static", "action"]
        case .staticActionsFrom: return ["static", "actions", "from"]
        case .dynamicActions: return ["dynamic", "actions"]
        case .action: return ["action"]
        case .on: return ["on"]
        case .intent: return ["intent"]
        case .widget: return ["widget"]
        case .invariant: return ["invariant"]
        case .preview: return ["preview"]
        case .contextMenu: return ["contextMenu"]
        }
    }

    private static func shortcutFields(titleRequired: Bool) -> [DeclarationForm.Field] {
        itemFields.map { name in
            .init(name, required: name == "title" && titleRequired ? { _ in "static action needs a title: add 'title: \"…\"'" } : nil)
        }
    }

    private static var itemMessages: DeclarationForm.Messages {
        var m = DeclarationForm.Messages()
        m.expectedBody = "expected '{' and the action's fields"
        m.unclosedBody = "expected '}' to close the action"
        m.expectedField = "expected a field name such as 'title:'"
        m.unknownField = { name in
            var message = "a shortcut item has no field '\(name)'"
            if let s = Suggestion.closest(to: name, in: itemFields) { message += "; did you mean '\(s)'?" }
            return message + " (fields: " + itemFields.joined(separator: ", ") + ")"
        }
        m.topLevelOnly = "static actions are declared at the top level of a file"
        m.notConstant = { field, problem in
            "static actions are fixed at build time: '\(field)' \(problem); use a constant, or a dynamic action"
        }
        return m
    }

    /// A registry of every app form, run by `lowering`.
    static func registry(_ lowering: AppDeclarationLowering) -> DeclarationRegistry {
        let registry = DeclarationRegistry()
        install(in: registry, lowering)
        return registry
    }

    /// The frameworks an app's code imports; qas models the parts it uses.
    static let frameworks = ["UIKit", "SwiftUI", "WidgetKit", "AppIntents"]

    /// Registers every app form, and the frameworks as importable modules.
    static func install(in registry: DeclarationRegistry, _ lowering: AppDeclarationLowering) {
        for kind in allCases { registry.register(kind.form(lowering)) }
        for name in frameworks { registry.registerModule(name) }
        // The unified logging system (`Logger`, `os_log`), and Dispatch on its own.
        for name in ["os", "OSLog", "Dispatch"] { registry.registerModule(name) }
        registry.logMessageCalls = Set(LoggerObject.levels.map { "." + $0 } + ["os_log"])
        registry.logMessageOptions = ["privacy", "format", "align", "attributes"]
        registry.logMessageKind = "os.Logger"
        registry.conditions = appConditions
    }

    /// An app built for debugging, on an iOS device: what its `#if`s see.
    static var appConditions: CompilationConditions {
        var c = CompilationConditions()
        c.os = "iOS"
        c.arch = "arm64"
        c.flags = ["DEBUG"]
        c.modules = Set(frameworks + ["os", "Darwin"])
        return c
    }
}

/// What running an app declaration does; the engine's app and widget hosts do it.
protocol AppDeclarationLowering: AnyObject {
    func lower(_ kind: AppDeclaration, _ declaration: DeclarationValue, _ runtime: Runtime) throws -> Value
    /// `policy: …` inside a widget's timeline.
    func timelinePolicy(_ value: Value, _ runtime: Runtime) throws
}

/// For tools that only read declarations (`qas check`): running one is a mistake.
final class ReadOnlyDeclarations: AppDeclarationLowering {
    func lower(_ kind: AppDeclaration, _ declaration: DeclarationValue, _ runtime: Runtime) throws -> Value {
        throw NativeError("declarations are only read here, not run")
    }
    func timelinePolicy(_ value: Value, _ runtime: Runtime) throws {
        throw NativeError("declarations are only read here, not run")
    }
}
