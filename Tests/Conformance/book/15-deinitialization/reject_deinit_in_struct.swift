// Deinitializers are only available on class types, not on copyable structs.
struct FileHandle {
    let path: String
    deinit {
        print("closing \(path)")
    }
}
print(FileHandle(path: "/tmp/x").path)
