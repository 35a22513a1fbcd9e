import Foundation

// Deep links as quick-action routers read them: URL parts, URLComponents with
// query items (a value type), and composing a link back.

enum Route: Equatable {
    case note(id: Int, tab: String?)
    case compose(draft: String)
    case unknown(String)
}

func route(_ link: String) -> Route {
    guard let components = URLComponents(string: link), components.scheme == "notes" else { return .unknown(link) }
    let query = Dictionary((components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    switch components.host {
    case "note":
        guard let id = Int(components.path.dropFirst()) else { return .unknown(link) }
        return .note(id: id, tab: query["tab"])
    case "compose":
        return .compose(draft: query["text"] ?? "")
    default:
        return .unknown(link)
    }
}

for link in ["notes://note/7?tab=history", "notes://compose?text=buy%20milk", "notes://note/x", "https://example.com"] {
    print(route(link))
}

let url = URL(string: "notes://note/7/attachments/photo.jpg?size=large#top")!
print(url.scheme ?? "-", url.host ?? "-", url.path, url.query ?? "-", url.fragment ?? "-")
print(url.lastPathComponent, url.pathExtension, url.pathComponents)
print(url.deletingLastPathComponent(), url == URL(string: url.absoluteString))

var builder = URLComponents()
builder.scheme = "notes"
builder.host = "compose"
builder.queryItems = [URLQueryItem(name: "text", value: "hello world"), URLQueryItem(name: "pin", value: nil)]
let saved = builder
builder.host = "note"
print(saved.url!, builder.string!)
print(saved.queryItems!.map(\.description), saved.query ?? "-")

// expect: note(id: 7, tab: Optional("history"))
// expect: compose(draft: "buy milk")
// expect: unknown("notes://note/x")
// expect: unknown("https://example.com")
// expect: notes note /7/attachments/photo.jpg size=large top
// expect: photo.jpg jpg ["/", "7", "attachments", "photo.jpg"]
// expect: notes://note/7/attachments/?size=large#top true
// expect: notes://compose?text=hello%20world&pin notes://note?text=hello%20world&pin
// expect: ["text=hello world", "pin"] text=hello world&pin
