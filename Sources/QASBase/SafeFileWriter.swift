#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the files qas is asked to write — formatted scripts, property lists,
/// generated Swift, reproducers, the REPL's history — whole or not at all, and
/// never where it was not asked to:
///
/// - the bytes go to a new file created beside the target with `O_EXCL` and
///   `O_NOFOLLOW` under an unpredictable name, then renamed over it, so a full
///   disk leaves the old file (or none) and a link planted at a guessable name
///   is never followed;
/// - a symbolic link is written through: its target gets the new bytes, the
///   link stays a link;
/// - the target keeps its permission bits (a new file gets 0666 less the umask);
/// - a file that changed since it was read is not replaced (`expecting`);
/// - `createNew` never replaces anything: it takes the first free name.
public enum SafeFileWriter {
    /// Why a file was not written; the target is as it was.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let path: String
        public let reason: String
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// What a file was when it was read: its identity, size and times.
    public struct Snapshot: Equatable, Sendable {
        let device: UInt64, inode: UInt64, size: Int64
        let modified: timespec, changed: timespec

        public static func == (a: Snapshot, b: Snapshot) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }

    /// The file at `path` as it is now (links followed); nil when there is none.
    public static func snapshot(_ path: String) -> Snapshot? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return Snapshot(device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: Int64(st.st_size),
                        modified: st.st_mtim, changed: st.st_ctim)
    }

    /// Replaces the contents of `path` (creating it when missing). With
    /// `expecting`, the file must still be what that snapshot saw: a file
    /// changed by someone else since is left alone and the write refused.
    public static func replace(_ path: String, with bytes: [UInt8], expecting: Snapshot? = nil) throws {
        let target = try resolve(path)
        var st = stat()
        let exists = stat(target, &st) == 0
        if exists && (st.st_mode & S_IFMT) != S_IFREG {
            throw Failure(path: path, reason: "it is not a regular file")
        }
        let mode = exists ? st.st_mode & 0o7777 : newFileMode()
        let temporary = try writeTemporary(beside: target, bytes, mode: mode, path: path)
        if let expecting, snapshot(target) != expecting {
            unlink(temporary)
            throw Failure(path: path, reason: "it changed since qas read it; it is left as it is (run the command again)")
        }
        if rename(temporary, target) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
        syncDirectory(of: target)
    }

    /// Writes a new file at `path`, or, when something is there already, at the
    /// first free name among `stem-2.ext`, `stem-3.ext`, … (`name(n)` makes them:
    /// `name(1)` is `path`). Nothing that exists is replaced. The path used.
    public static func createNew(with bytes: [UInt8], name: (Int) -> String) throws -> String {
        let first = name(1)
        let temporary = try writeTemporary(beside: first, bytes, mode: newFileMode(), path: first)
        defer { unlink(temporary) }
        for n in 1...10_000 {
            let candidate = name(n)
            // link(2) never replaces: it fails with EEXIST when the name is taken,
            // a dangling symbolic link included.
            if link(temporary, candidate) == 0 {
                syncDirectory(of: candidate)
                return candidate
            }
            if errno != EEXIST { throw Failure(path: candidate, reason: String(cString: strerror(errno))) }
        }
        throw Failure(path: first, reason: "every name up to \(name(10_000)) is taken")
    }

    // MARK: - Pieces

    /// The file a path names once symbolic links are followed (the path itself
    /// when it is no link). A link to nothing is refused: where it points may
    /// not be the user's to create.
    static func resolve(_ path: String) throws -> String {
        var st = stat()
        guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK else { return path }
        guard let real = realpath(path, nil) else {
            throw Failure(path: path, reason: "it is a symbolic link to a file that does not exist")
        }
        defer { free(real) }
        return String(cString: real)
    }

    /// 0666 less the process's umask, as `open(2)` would make a new file.
    private static func newFileMode() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return 0o666 & ~mask
    }

    /// A new file in the directory of `target`, holding `bytes`, with `mode`;
    /// its path. Its name has 64 random bits, and `O_EXCL | O_NOFOLLOW` makes
    /// sure it is a new file, not something planted there.
    private static func writeTemporary(beside target: String, _ bytes: [UInt8], mode: mode_t, path: String) throws -> String {
        let directory = directoryPart(target)
        let base = String(target.split(separator: "/", omittingEmptySubsequences: false).last ?? "file")
        for _ in 0..<16 {
            let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
            let temporary = (directory.isEmpty ? "" : directory + "/") + "." + base + ".qas-" + random + ".tmp"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd < 0 {
                if errno == EEXIST { continue }
                throw Failure(path: path, reason: String(cString: strerror(errno)))
            }
            var failure = writeAll(fd, bytes)
            if failure == nil && fchmod(fd, mode) != 0 { failure = String(cString: strerror(errno)) }
            if failure == nil && fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
            if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
            if let failure {
                unlink(temporary)
                throw Failure(path: path, reason: failure)
            }
            return temporary
        }
        throw Failure(path: path, reason: "no free temporary name beside it")
    }

    private static func directoryPart(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Makes a rename or link in a directory durable (best effort).
    private static func syncDirectory(of path: String) {
        let directory = directoryPart(path)
        let fd = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// Writes every byte to a descriptor (through short writes and EINTR); the
    /// reason when it cannot.
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { p in
            var offset = 0
            while offset < p.count {
                let n = write(fd, p.baseAddress! + offset, p.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                if n == 0 { return "nothing could be written" }
                offset += n
            }
            return nil
        }
    }
}
