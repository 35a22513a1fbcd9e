// Types nested in classes and enums; nested types used from within and outside their container.
final class HTTPClient {
    enum Method: String { case get = "GET", post = "POST" }

    struct Request {
        let method: Method
        let path: String
        var headers: [String: String] = [:]
        var line: String { "\(method.rawValue) \(path)" }
    }

    struct Response {
        enum Status: Int {
            case ok = 200, notFound = 404, serverError = 500
            var isSuccess: Bool { self == .ok }
        }
        let status: Status
        let body: String
    }

    private var routes: [String: String] = ["/": "home", "/about": "about us"]

    func send(_ request: Request) -> Response {
        if request.method == .post { return Response(status: .serverError, body: "read-only") }
        if let body = routes[request.path] { return Response(status: .ok, body: body) }
        return Response(status: .notFound, body: "")
    }
}

let client = HTTPClient()
let requests = [
    HTTPClient.Request(method: .get, path: "/"),
    HTTPClient.Request(method: .get, path: "/missing"),
    HTTPClient.Request(method: .post, path: "/about", headers: ["X-Token": "abc"]),
    HTTPClient.Request(method: .get, path: "/about"),
]
for request in requests {
    let response = client.send(request)
    let note = response.status.isSuccess ? response.body : "error"
    print(request.line, "->", response.status.rawValue, response.status, note)
}
typealias Status = HTTPClient.Response.Status
print(Status(rawValue: 404) == .notFound, Status(rawValue: 201) as Any)

enum Geometry {
    struct Point { var x, y: Int }
    struct Segment {
        var from: Point, to: Point
        var lengthSquared: Int { (to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y) }
    }
}
let seg = Geometry.Segment(from: .init(x: 0, y: 0), to: .init(x: 3, y: 4))
print("segment length squared:", seg.lengthSquared)
