#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much memory the process uses, read cheaply (one `pread` of
/// `/proc/self/statm`), and how much it may use (its address-space limit).
public enum ProcessMemory {
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    nonisolated(unsafe) private static var statm: Int32 = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)

    /// (virtual size, resident size) in bytes; nil where /proc is not there.
    public static func sizes() -> (virtual: Int, resident: Int)? {
        guard statm >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 128)
        let n = buffer.withUnsafeMutableBytes { pread(statm, $0.baseAddress, $0.count - 1, 0) }
        guard n > 0 else { return nil }
        var fields: [Int] = []
        var value = 0, inNumber = false
        for b in buffer[0..<n] {
            if b >= 48 && b <= 57 {
                value = value * 10 + Int(b - 48)
                inNumber = true
            } else if inNumber {
                fields.append(value)
                value = 0
                inNumber = false
                if fields.count == 2 { break }
            }
        }
        guard fields.count == 2 else { return nil }
        return (fields[0] * pageSize, fields[1] * pageSize)
    }

    /// Bytes of memory in use (resident), or 0 where it cannot be read.
    public static var resident: Int { sizes()?.resident ?? 0 }

    /// The address-space limit (`ulimit -v`), nil when there is none.
    public static var addressSpaceLimit: Int? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }

    /// Gives memory the allocator holds but no longer uses back to the system,
    /// so that what `resident` reports is what is really in use.
    public static func trim() { _ = qas_malloc_trim(0) }
}

/// glibc's `malloc_trim` (malloc.h is not in the Glibc module).
@_silgen_name("malloc_trim")
private func qas_malloc_trim(_ pad: Int) -> Int32
