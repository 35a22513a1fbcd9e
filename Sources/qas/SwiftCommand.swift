import Foundation
import QASBase
import QuickActionScript

/// `qas swift FILE.qas [-o DIR]`.
struct SwiftGlueRequest: Equatable {
    var file = ""
    /// Where to write QuickActions.swift and ShortcutItems.plist; nil prints the Swift.
    var output: String? = nil
}

let swiftUsage = """
usage: qas swift FILE.qas [-o DIR] [--setting NAME=VALUE]...

Generates the app's Swift glue for the quick actions FILE.qas declares:
ActionType (every static and dynamic type), Action with the userInfo values the
handlers read and init?(shortcutItem:), QuickActions builders for the items, the
QuickActionHandling protocol (one method per handler), QuickActionDelivery (each
item delivered exactly once, cold or warm) and scene and app delegates that use
it. With -o, writes DIR/QuickActions.swift and DIR/ShortcutItems.plist (the
UIApplicationShortcutItems array, as qas plist prints it); without, prints the
Swift. See Documentation/SwiftGlue.md.

exit status: 0 written, 65 the script does not compile or declares no quick
action, 70 a build setting is not set (pass --setting), 74 a file could not be
read or written, 64 usage error
"""

func parseSwiftGlue(_ args: [String], _ options: inout Options) -> Command {
    var request = SwiftGlueRequest()
    var file: String? = nil
    var i = 1
    while i < args.count {
        let a = args[i]
        switch a {
        case "-h", "--help": return .swiftGlueHelp
        case "-o":
            guard i + 1 < args.count, !args[i + 1].isEmpty else { return .usageError("option '-o' needs a folder") }
            request.output = args[i + 1]
            i += 2
        case "--setting":
            switch parseShared(args, i, &options) {
            case .failure(let m): return .usageError(m)
            case .used(let n): i += n
            }
        default:
            if a.hasPrefix("-") { return .usageError("unknown option '\(a)' for 'qas swift' (it takes -o DIR and --setting)") }
            guard file == nil else { return .usageError("'qas swift' takes one script") }
            file = a
            i += 1
        }
    }
    guard let file else { return .usageError("'qas swift' needs a .qas script") }
    request.file = file
    return .swiftGlue(request)
}

/// Generates the glue; the exit status.
func generateSwiftGlue(_ request: SwiftGlueRequest, options: Options) -> Int32 {
    do {
        let glue = try SwiftGlue(file: request.file, settings: options.settings)
        guard let folder = request.output else {
            StandardOutput.shared.write(glue.swiftSource)
            return Exit.ok
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for file in glue.files {
                let path = (folder as NSString).appendingPathComponent(file.name)
                try SafeFileWriter.replace(path, with: Array(file.contents.utf8))
                StandardOutput.shared.write("wrote \(path)\n")
            }
        } catch let e as SafeFileWriter.Failure {
            throw QASError.cannotWrite(path: e.path, reason: e.reason)
        } catch {
            throw QASError.cannotWrite(path: folder, reason: (error as NSError).localizedDescription)
        }
        return Exit.ok
    } catch let e as SwiftGlue.UnsetSetting {
        writeError("qas: \(request.file): \(e)")
        return Exit.runtimeError
    } catch let e as PropertyListTextError {
        writeError("qas: \(request.file): \(e)")
        return Exit.compileError
    } catch let e as SwiftGlue.NoQuickActions {
        writeError("qas: \(e)")
        return Exit.compileError
    } catch {
        return reportFailure(error, otherwise: Exit.ioError)
    }
}
