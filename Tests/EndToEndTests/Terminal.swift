import Foundation

/// Runs `qas` in a pseudo-terminal, as a person at a keyboard would: the child gets
/// the terminal as its controlling terminal (via `setsid -c`), so Ctrl-C sends
/// SIGINT and readline does real line editing.
final class Terminal {
    let master: Int32
    let process = Process()
    private(set) var output = ""

    struct Timeout: Error, CustomStringConvertible {
        let waitingFor: String
        let output: String
        var description: String { "timed out waiting for \(waitingFor.debugDescription); terminal shows:\n\(output)" }
    }

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        // Linux's pty multiplexer; the ioctls unlock the pair and name its terminal.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        let TIOCSPTLCK: UInt = 0x4004_5431, TIOCGPTN: UInt = 0x8004_5430
        guard master >= 0, ioctl(master, TIOCSPTLCK, &unlock) == 0, ioctl(master, TIOCGPTN, &number) == 0 else {
            throw POSIXError(.EIO)
        }
        let slavePath = "/dev/pts/\(number)"
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(.EIO) }
        var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-c", QASProcess.binary.path] + arguments
        var env = QASProcess.hermeticEnvironment
        env["TERM"] = "dumb"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        let flags = fcntl(master, F_GETFL)
        _ = fcntl(master, F_SETFL, flags | O_NONBLOCK)
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Where the output stood when input was last sent: `expect` looks after it.
    private var lastSend: String.Index? = nil

    func send(_ text: String) {
        pump()
        lastSend = output.endIndex
        var bytes = Array(text.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    private func pump() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(master, &buffer, buffer.count)
            if n <= 0 { return }
            output += String(decoding: buffer[0..<n], as: UTF8.self)
        }
    }

    /// Waits until the output since `from` contains `text`; returns that output.
    @discardableResult
    func expect(_ text: String, after from: String.Index? = nil, timeout: TimeInterval = 20) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        let start = from ?? lastSend ?? output.startIndex
        while Date() < deadline {
            pump()
            let tail = String(output[start...])
            if tail.contains(text) { return tail }
            usleep(10_000)
        }
        throw Timeout(waitingFor: text, output: output)
    }

    /// Sends a line and waits for the next prompt; returns what appeared in between.
    func run(_ line: String, prompt: String = "qas> ") throws -> String {
        pump()
        let mark = output.endIndex
        send(line + "\r")
        let text = try expect(prompt, after: mark)
        return text
    }

    func waitForExit(timeout: TimeInterval = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { pump(); usleep(10_000) }
        pump()
        return process.isRunning ? nil : process.terminationStatus
    }
}
