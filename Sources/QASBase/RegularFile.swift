#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files qas is asked to read — scripts, imports, Info.plists, strings
/// files — carefully: only regular files (never `/dev/zero`, a FIFO nobody
/// writes to, or a directory), never more than a limit, and with a reason a
/// person can act on when it fails.
public enum RegularFile {
    /// Why a file was not read.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let path: String
        public let reason: String
        public var description: String { "cannot read '\(path)': \(reason)" }
    }

    /// The whole file, if it is a regular file of at most `limit` bytes.
    public static func read(_ path: String, limit: Int) throws -> [UInt8] {
        // O_NONBLOCK: opening a FIFO without a writer must not wait. The check
        // after opening is what counts (the path may change in between).
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            throw Failure(path: path, reason: "not a regular file (\(kind(st.st_mode)))")
        }
        guard st.st_size <= limit else {
            throw Failure(path: path, reason: "the file is \(st.st_size) bytes; the most qas reads is \(limit) bytes")
        }
        var bytes = [UInt8](repeating: 0, count: Int(st.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { p in Glibc.read(fd, p.baseAddress! + done, p.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }   // the file shrank while being read
            done += n
        }
        bytes.removeLast(bytes.count - done)
        // A file that grew while being read is read up to the limit, no further.
        var extra = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let n = extra.withUnsafeMutableBytes { p in Glibc.read(fd, p.baseAddress!, p.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            bytes += extra[0..<n]
        }
        guard bytes.count <= limit else {
            throw Failure(path: path, reason: "the file grew past \(limit) bytes while being read")
        }
        return bytes
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a plain file"
        }
    }
}
