import Foundation

// NSError as Foundation prints and describes it.
let offline = NSError(domain: "Push", code: 3010, userInfo: [NSLocalizedDescriptionKey: "remote notifications unavailable"])
print(offline.localizedDescription)
print(offline)
let bare = NSError(domain: "Net", code: -1)
print(bare.localizedDescription, bare.domain, bare.code)
do { throw offline } catch let error as NSError { print("caught", error.code) }

// JSONSerialization: untyped JSON, as notification payloads arrive.
let payload = #"{"aps":{"alert":{"title":"Shipped"},"badge":2,"sound":null},"order_id":"A-1","scopes":["a","b"]}"#
if let root = try JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any],
   let aps = root["aps"] as? [String: Any] {
    let alert = aps["alert"] as? [String: Any]
    print(alert?["title"] as? String ?? "-", (aps["badge"] as? NSNumber)?.intValue ?? 0, aps["sound"] is NSNull)
    print((root["scopes"] as? [String])?.joined(separator: "+") ?? "", root["missing"] == nil)
}
let written = try JSONSerialization.data(withJSONObject: ["b": [1, 2], "a": ["k": true]], options: [.sortedKeys])
print(String(data: written, encoding: .utf8)!)
print(JSONSerialization.isValidJSONObject(["a": 1]), JSONSerialization.isValidJSONObject("text"))
do {
    _ = try JSONSerialization.jsonObject(with: Data("{oops".utf8))
} catch {
    print(error.localizedDescription)
}

// Searching without regard to accents; a range up to Int.max.
let cities = ["Zürich", "Malmö", "Orléans", "Oslo"]
print(cities.filter { $0.range(of: "o", options: [.caseInsensitive, .diacriticInsensitive]) != nil })
let everything = 0...Int.max
print(everything.contains(42), everything.lowerBound, everything.upperBound == Int.max)

// expect: remote notifications unavailable
// expect: Error Domain=Push Code=3010 "(null)"UserInfo={NSLocalizedDescription=remote notifications unavailable}
// expect: The operation could not be completed. (Net error -1.) Net -1
// expect: caught 3010
// expect: Shipped 2 true
// expect: a+b true
// expect: {"a":{"k":true},"b":[1,2]}
// expect: true false
// expect: The operation could not be completed. The data is not in the correct format.
// expect: ["Malmö", "Orléans", "Oslo"]
// expect: true 0 true
