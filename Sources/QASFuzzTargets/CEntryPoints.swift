import Foundation

/// The C entry points `qas-fuzz` calls (libFuzzer's hooks live in C: a Swift
/// executable's `main` would clash with libFuzzer's).
nonisolated(unsafe) private var selected: FuzzTarget?

/// Chooses the target later inputs go to; 0 when the name is known, else -1.
@_cdecl("qas_fuzz_select")
public func qasFuzzSelect(_ name: UnsafePointer<CChar>) -> Int32 {
    selected = FuzzTarget(rawValue: String(cString: name))
    return selected == nil ? -1 : 0
}

/// The targets' names, space-separated (a static C string).
@_cdecl("qas_fuzz_names")
public func qasFuzzNames() -> UnsafePointer<CChar> {
    namesCString
}
private let namesCString = UnsafePointer(strdup(FuzzTarget.allCases.map(\.rawValue).joined(separator: " "))!)

/// Runs the selected target on one input. A broken promise is reported and
/// aborts, so that libFuzzer keeps the input.
@_cdecl("qas_fuzz_one")
public func qasFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let target = selected else { return -1 }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try target(bytes)
    } catch {
        FileHandle.standardError.write(Data("qas-fuzz \(target.rawValue): \(error)\n".utf8))
        abort()
    }
    return 0
}
