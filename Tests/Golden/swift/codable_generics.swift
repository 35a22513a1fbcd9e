import Foundation
struct Product: Codable { let id: Int; let name: String }
struct Page<Item: Decodable>: Decodable {
    let items: [Item]
    let page: Int
    let next: Int?
}
struct Envelope<T: Decodable>: Decodable { let status: String; let data: T }
func load<T: Decodable>(_ type: T.Type, from json: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
}
let json = #"{"items":[{"id":1,"name":"Pen"},{"id":2,"name":"Ink"}],"page":1,"next":2}"#
let page = try JSONDecoder().decode(Page<Product>.self, from: Data(json.utf8))
print(page.items.map(\.name), page.page, page.next ?? 0)
let env = try load(Envelope<[String: Int]>.self, from: #"{"status":"ok","data":{"a":1}}"#)
print(env.status, env.data["a"] ?? 0)
let nums = try load([Int].self, from: "[3, 1, 2]")
print(nums.sorted())
print(Page<Product>.self)

// expect: ["Pen", "Ink"] 1 2
// expect: ok 1
// expect: [1, 2, 3]
// expect: Page<Product>
