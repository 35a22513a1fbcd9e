import Foundation
import QASBase
import QuickActionScript

/// `qas plist FILE.qas`: prints (or writes) the script's static actions as an
/// Info.plist `UIApplicationShortcutItems` array, XML or binary.
func exportPlist(_ file: String, binary: Bool, output: String?, options: Options) -> Int32 {
    do {
        let session = AppSession(store: try NoteStore(inMemoryWith: FixedClock()))
        options.apply(to: session)
        let data = try session.staticActionsPropertyList(ofFile: file, binary: binary)
        if let output {
            do { try SafeFileWriter.replace(output, with: data) } catch {
                writeError("qas: \(error)")
                return Exit.ioError
            }
        } else if binary && isatty(1) != 0 {
            writeError("qas: a binary property list is not for a terminal; write it with -o FILE or a pipe")
            return Exit.usage
        } else {
            StandardOutput.shared.write(bytes: data)
        }
        return Exit.ok
    } catch let e as PropertyListTextError {
        writeError("qas: \(file): \(e)")
        return Exit.compileError
    } catch {
        return reportFailure(error, otherwise: Exit.ioError)
    }
}

/// `qas check FILE.qas [--plist Info.plist]`: compiles the script and lints its
/// quick actions without running it. GNU-style lines in line order; exit 0 when
/// there are no errors, 65 when it does not compile, 1 for other errors.
func checkScript(_ file: String, plist: String?, options: Options) -> Int32 {
    var checker = QuickActionChecker(settings: options.settings, locale: options.locale)
    do { try checker.check(file: file, plist: plist) } catch {
        return reportFailure(error, otherwise: Exit.ioError)
    }
    for finding in checker.findings { StandardOutput.shared.write(finding.description + "\n") }
    let errors = checker.findings.filter { $0.isError }.count
    let warnings = checker.findings.count - errors
    StandardOutput.shared.write(errors + warnings == 0 ? "\(file): no problems found\n"
        : "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n")
    StandardOutput.shared.flush()
    if checker.findings.contains(where: \.isCompileError) { return Exit.compileError }
    return errors > 0 ? 1 : Exit.ok
}
