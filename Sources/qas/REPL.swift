import CReadline
import Foundation
import QuickActionScript

/// The interactive loop on GNU readline: prompts `qas> ` and `...> `, input
/// continued while the parser says it is incomplete, values of expressions printed,
/// history, tab completion, Ctrl-C and commands.
final class REPL {
    private(set) var session: AppSession
    var engine: Engine { session.engine }
    let store: NoteStore
    var history: History
    /// The input gathered so far (several lines while it is incomplete).
    var pending = ""

    /// Build settings and locale, for every session `:reset` makes.
    let options: Options

    init(store: NoteStore, options: Options) {
        self.store = store
        self.options = options
        session = AppSession(store: store)
        history = History(path: History.defaultPath())
        configure(session)
    }

    private func configure(_ session: AppSession) {
        session.engine.output = {
            StandardOutput.shared.write($0)
            StandardOutput.shared.flush()
            StandardOutput.shared.stopIfBroken()
        }
        session.errorOutput = { writeError("qas: " + $0) }
        replInterrupt = session.engine.interruptHandle
        options.apply(to: session)
    }

    /// Runs a file in the session (`qas -i FILE`, `:load FILE`); errors are shown.
    func load(_ path: String) {
        do {
            try engine.runFile(path)
        } catch {
            writeError("\(error)")
        }
    }

    func run() -> Int32 {
        defer { store.seal() }
        replSession = self
        installReadline()
        for entry in history.entries { add_history(entry) }
        print("qas \(version) — :help for help, Ctrl-D to quit")
        while true {
            let prompt = pending.isEmpty ? "qas> " : "...> "
            replAtPrompt = 1
            guard let raw = readline(prompt) else {
                print()
                // Ctrl-D on an empty line quits; at a continuation it ends the
                // input instead, as Python's does: what was typed is evaluated
                // (or its mistake shown), and the session goes on.
                if pending.isEmpty { return Exit.ok }
                evaluate(final: true)
                continue
            }
            replAtPrompt = 0
            let line = String(cString: raw)
            free(raw)
            if replPromptInterrupted != 0 {
                // Ctrl-C at the prompt threw away what was being typed.
                replPromptInterrupted = 0
                pending = ""
            }
            if pending.isEmpty && line.trimmingCharacters(in: .whitespaces).hasPrefix(":") {
                remember(line)
                if command(line.trimmingCharacters(in: .whitespaces)) { return Exit.ok }
                continue
            }
            pending += pending.isEmpty ? line : "\n" + line
            if pending.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                pending = ""
                continue
            }
            evaluate()
        }
    }

    private func remember(_ entry: String) {
        add_history(entry)
        history.add(entry)
    }

    /// Evaluates the pending input, or waits for more when it is incomplete
    /// (unless `final`: the input ended, and its mistake is shown).
    func evaluate(final: Bool = false) {
        replRunning = 1
        defer {
            replRunning = 0
            // A Ctrl-C that stopped the statement is used up: the prompt that
            // follows is the one it asked for, not a second one.
            replSigint = 0
        }
        do {
            if let shown = try ScriptTools(session).evaluateForDisplay(pending) {
                StandardOutput.shared.write(shown + "\n")
                StandardOutput.shared.flush()
            }
        } catch let error as QASError {
            if error.isIncompleteInput && !final { return }  // keep reading
            writeError(error.description)
        } catch {
            writeError("\(error)")
        }
        remember(pending)
        pending = ""
    }

    // MARK: - Commands

    static let commands: [(String, String)] = [
        (":help", "show this help"),
        (":load FILE", "run a .qas file in this session"),
        (":reset", "start afresh (same store): forget every declaration"),
        (":menu", "draw the Home Screen menu"),
        (":notes", "list the notes, most recently modified first"),
        (":log", "show the app's delivery log"),
        (":peek N", "draw the peek of note N (as :notes numbers them) and its actions"),
        (":quit", "leave (so does Ctrl-D)"),
    ]

    /// Runs a `:command`; true to quit.
    func command(_ line: String) -> Bool {
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        let name = parts[0]
        let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        switch name {
        case ":quit", ":q", ":exit":
            return true
        case ":help":
            print("Type qas code; an expression's value is printed. Input goes on while it is incomplete.")
            for (c, what) in REPL.commands { print("  " + c.padding(toLength: 12, withPad: " ", startingAt: 0) + what) }
            print("Tab completes names, members after '.', and menu titles in homeScreen.press(\"")
            print("Ctrl-C clears the line or stops what runs; Ctrl-D on an empty line quits (after an")
            print("unfinished input, it ends that input instead).")
        case ":load":
            if argument.isEmpty { writeError("qas: :load needs a file name") } else { load(argument) }
        case ":reset":
            session = AppSession(store: store)
            configure(session)
            print("session reset")
        case ":menu":
            print(session.menuText)
        case ":notes":
            do {
                let all = try store.allNotes()
                for (i, n) in all.enumerated() {
                    let star = n.isFavorite ? "★" : " "
                    let text = n.title.isEmpty ? n.body : n.title
                    print("\(i + 1). \(star) \(text.isEmpty ? "(empty)" : text)")
                }
                if all.isEmpty { print("(no notes)") }
            } catch {
                writeError("qas: cannot read the notes: \(error)")
            }
        case ":peek":
            guard let n = Int(argument), n >= 1 else {
                writeError("qas: :peek needs a note's number as :notes lists them (from 1)")
                break
            }
            let count = (try? store.noteCount()) ?? 0
            guard n <= count else {
                writeError("qas: there is no note \(n): :notes lists \(count == 0 ? "none" : "1 to \(count)")")
                break
            }
            do { print(try session.peekDrawing(row: n - 1)) } catch { writeError("\(error)") }
        case ":log":
            let log = session.app.log
            if log.isEmpty { print("(nothing yet)") }
            for line in log { print(line) }
        default:
            let names = REPL.commands.map { String($0.0.split(separator: " ")[0]) }
            var message = "qas: unknown command '\(name)'"
            if let close = Suggestion.closest(to: name, in: names) { message += "; did you mean '\(close)'?" }
            writeError(message + " (:help lists the commands)")
        }
        StandardOutput.shared.flush()
        return false
    }

    // MARK: - Completion

    /// Completions for the word being typed, which starts at byte `start` of `line`.
    func completions(line: String, start: Int, prefix: String) -> [String] {
        let before = String(decoding: Array(line.utf8).prefix(max(0, start)), as: UTF8.self)
        if before.trimmingCharacters(in: .whitespaces).isEmpty && prefix.hasPrefix(":") {
            return REPL.commands.map { String($0.0.split(separator: " ")[0]) }.filter { $0.hasPrefix(prefix) }
        }
        return ScriptTools(session).completions(line: line, wordStart: start, word: prefix)
    }
}

// MARK: - C callbacks (readline and signals take plain function pointers)

nonisolated(unsafe) var replSession: REPL?
nonisolated(unsafe) var replInterrupt: InterruptHandle?
/// Set by the SIGINT handler; handled outside it (readline's signal event hook).
nonisolated(unsafe) var replSigint: Int32 = 0
nonisolated(unsafe) var replRunning: Int32 = 0
nonisolated(unsafe) var replAtPrompt: Int32 = 0
nonisolated(unsafe) var replPromptInterrupted: Int32 = 0
nonisolated(unsafe) var completionCandidates: [String] = []
nonisolated(unsafe) var completionIndex = 0
nonisolated(unsafe) let quoteOnly = strdup("\"")

func installReadline() {
    rl_readline_name = UnsafePointer(strdup("qas"))
    rl_catch_signals = 0
    // '.' and brackets end words, so `notes.fav` completes the member `fav…`.
    rl_completer_word_break_characters = UnsafePointer(strdup(" \t\n\"\\'`@$><=;|&{(.[,:+-*/%!?)]}"))
    rl_attempted_completion_function = { text, start, _ in
        rl_attempted_completion_over = 1   // no file-name completion
        guard let session = replSession, let buffer = rl_line_buffer else { return nil }
        let prefix = text.map { String(cString: $0) } ?? ""
        completionCandidates = session.completions(line: String(cString: buffer), start: Int(start), prefix: prefix)
        let inPress = String(cString: buffer).range(of: #"press\(\s*"[^"]*$"#, options: .regularExpression) != nil
        rl_completion_append_character = inPress ? 34 : 0
        return rl_completion_matches(text) { _, state in
            if state == 0 { completionIndex = 0 }
            guard completionIndex < completionCandidates.count else { return nil }
            completionIndex += 1
            return strdup(completionCandidates[completionIndex - 1])
        }
    }
    // Inside homeScreen.press(" a title may hold spaces: only the quote breaks words.
    rl_completion_word_break_hook = {
        guard let buffer = rl_line_buffer else { return nil }
        let upToCursor = String(decoding: UnsafeRawBufferPointer(start: buffer, count: Int(rl_point)), as: UTF8.self)
        if upToCursor.range(of: #"press\(\s*"[^"]*$"#, options: .regularExpression) != nil { return quoteOnly }
        return nil
    }
    // A signal handler may only set flags. A Ctrl-C while a statement runs stops
    // it (the script checks the flag as it runs); one at the prompt is handled
    // by readline's signal event hook, outside the handler.
    rl_signal_event_hook = {
        guard replSigint != 0 else { return 0 }
        replSigint = 0
        if replAtPrompt != 0 {
            // Clear the line being typed and show a fresh prompt.
            replPromptInterrupted = 1
            _ = write(1, "^C\n", 3)
            rl_on_new_line()
            rl_replace_line("", 0)
            rl_set_prompt("qas> ")
            rl_redisplay()
        }
        return 0
    }
    // Readline's own read sees a Ctrl-C only when the signal interrupts it: one
    // that lands between the prompt being shown and the read starting would wait
    // for the next key. This read looks at the flag first, and waits at most a
    // tenth of a second at a time, so no Ctrl-C at the prompt goes unanswered.
    rl_getc_function = { stream in
        guard let stream else { return EOF }
        let fd = fileno(stream)
        while true {
            if replSigint != 0, let hook = rl_signal_event_hook { _ = hook() }
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let n = poll(&ready, 1, 100)
            if n < 0 && errno != EINTR { return EOF }
            // As readline's own read does: the signals it caught (a resized
            // window) are handled once a wait is interrupted.
            if n < 0 { rl_check_signals() }
            if n <= 0 { continue }
            var byte: UInt8 = 0
            let got = read(fd, &byte, 1)
            if got == 1 { return Int32(byte) }
            if got == 0 || errno != EINTR { return EOF }
        }
    }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
        replSigint = 1
        if replRunning != 0 { replInterrupt?.request() }
    }
    sigemptyset(&action.sa_mask)
    // No SA_RESTART: readline's read returns EINTR, and then calls the hook.
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
    // A parent may have started us with SIGINT blocked; Ctrl-C must get through.
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
}
