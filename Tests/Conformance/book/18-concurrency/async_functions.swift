// Defining and calling async functions, sequential awaits, async let for parallel work, unstructured Tasks.
func fetchThumbnail(named name: String) async -> String {
    await Task.yield()
    return "[thumb:\(name)]"
}
func listPhotos(inGallery gallery: String) async -> [String] {
    switch gallery {
    case "summer": return ["beach", "sunset", "pier"]
    case "winter": return ["snow", "cabin"]
    default: return []
    }
}
func downloadSize(_ name: String) async throws -> Int {
    if name.isEmpty { throw CancellationError() }
    return name.count * 100
}

let photoNames = await listPhotos(inGallery: "summer")
let sortedNames = photoNames.sorted()
let first = sortedNames[0]
let thumb = await fetchThumbnail(named: first)
print("first photo:", first, thumb)

// Sequential: each await completes before the next begins
var thumbs: [String] = []
for name in await listPhotos(inGallery: "winter") {
    thumbs.append(await fetchThumbnail(named: name))
}
print("sequential:", thumbs)

// Parallel with async let; results are combined in a fixed order
async let a = downloadSize("beach")
async let b = downloadSize("sunset")
async let c = downloadSize("pier")
let sizes = try await [a, b, c]
print("parallel sizes:", sizes, "total:", sizes.reduce(0, +))

do {
    _ = try await downloadSize("")
} catch {
    print("download failed:", error is CancellationError)
}

// Unstructured task whose value is awaited
let task = Task { () -> Int in
    var total = 0
    for n in 1...10 { total += n }
    return total
}
print("task value:", await task.value)

func greet(_ name: String) async -> String { "hello, \(name)" }
let greeters = ["ana", "bo"].map { name in Task { await greet(name) } }
for t in greeters { print(await t.value) }
