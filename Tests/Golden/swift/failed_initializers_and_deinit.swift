// A class whose initializer fails before it sets every stored property is
// freed without its deinit; one that fails after runs it, before a catch.
struct SetupError: Error {}

final class Session {
    let user: String
    init?(user: String) {
        if user.isEmpty { return nil }
        self.user = user
        if user == "guest" { return nil }
    }
    deinit { print("end session", user) }
}

class Upload {
    var file: String
    init(file: String, size: Int) throws {
        if size < 0 { throw SetupError() }
        self.file = file
        if size > 100 { throw SetupError() }
    }
    deinit { print("cancel upload", file) }
}

print(Session(user: "") == nil)
print(Session(user: "guest") == nil)
if let s = Session(user: "ana") { print("signed in", s.user) }
for (file, size) in [("a.txt", -1), ("b.txt", 500), ("c.txt", 10)] {
    do {
        let u = try Upload(file: file, size: size)
        print("uploading", u.file)
    } catch {
        print("could not upload", file)
    }
}
// expect: true
// expect: end session guest
// expect: true
// expect: signed in ana
// expect: end session ana
// expect: could not upload a.txt
// expect: cancel upload b.txt
// expect: could not upload b.txt
// expect: uploading c.txt
// expect: cancel upload c.txt
