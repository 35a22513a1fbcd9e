import Foundation

// Synthesised Codable: stored properties, CodingKeys renames, optionals left
// out, raw-value enums, nested arrays and dictionaries, dates and errors.
enum Priority: Int, Codable { case low = 1, normal, high }
enum Status: String, Codable { case open, done = "completed" }

struct Task: Codable, Equatable {
    let id: Int
    var title: String
    var priority: Priority
    var status: Status
    var notes: String?
    var subtasks: [String]
    var estimates: [String: Double]
}

struct Board: Codable {
    var name: String
    var tasks: [Task]
    var createdAt: Date
    var archived = false

    enum CodingKeys: String, CodingKey {
        case name = "board_name"
        case tasks, createdAt = "created", archived
    }
}

let board = Board(
    name: "Home",
    tasks: [
        Task(id: 1, title: "Fix tap", priority: .high, status: .open, notes: nil,
             subtasks: ["buy washer"], estimates: ["hours": 1.5, "cost": 12]),
        Task(id: 2, title: "Paint \"door\"", priority: .low, status: .done, notes: "blue/white",
             subtasks: [], estimates: [:]),
    ],
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try encoder.encode(board)
let text = String(data: data, encoding: .utf8)!
print(text)
print("bytes:", data.count)

let decoded = try JSONDecoder().decode(Board.self, from: data)
print(decoded.name, decoded.tasks.count, decoded.createdAt.timeIntervalSince1970)
print(decoded.tasks == board.tasks, decoded.tasks[1].notes ?? "-", decoded.tasks[0].estimates["hours"] ?? 0)

encoder.outputFormatting = .sortedKeys
encoder.dateEncodingStrategy = .iso8601
print(String(data: try encoder.encode(board), encoding: .utf8)!)

let iso = JSONDecoder()
iso.dateDecodingStrategy = .iso8601
let json = """
{"board_name": "Work", "created": "2024-03-01T09:30:00Z", "archived": true,
 "tasks": [{"id": 7, "title": "Ship", "priority": 2, "status": "completed", "subtasks": ["a", "b"], "estimates": {}}]}
"""
let work = try iso.decode(Board.self, from: json.data(using: .utf8)!)
print(work.name, work.archived, work.tasks[0].priority, work.tasks[0].status, work.tasks[0].notes == nil)
print(work.createdAt.timeIntervalSince1970)

let numbers = try JSONDecoder().decode([String: [Int]].self, from: Data(#"{"odd":[1,3],"even":[2]}"#.utf8))
for key in numbers.keys.sorted() { print(key, numbers[key]!) }

let samples = [
    #"{"id": 1, "title": "x", "priority": 9, "status": "open", "subtasks": [], "estimates": {}}"#,
    #"{"id": 1, "title": "x", "priority": 1, "status": "open", "subtasks": [], "estimates": {}, "notes": 5}"#,
    #"{"id": 1, "priority": 1, "status": "open", "subtasks": [], "estimates": {}}"#,
    #"{"id": null, "title": "x", "priority": 1, "status": "open", "subtasks": [], "estimates": {}}"#,
    #"[1, 2"#,
]
for sample in samples {
    do {
        let t = try JSONDecoder().decode(Task.self, from: Data(sample.utf8))
        print("decoded", t.title)
    } catch {
        print(error)
    }
}

// expect: {
// expect:   "archived" : false,
// expect:   "board_name" : "Home",
// expect:   "created" : 721692800,
// expect:   "tasks" : [
// expect:     {
// expect:       "estimates" : {
// expect:         "cost" : 12,
// expect:         "hours" : 1.5
// expect:       },
// expect:       "id" : 1,
// expect:       "priority" : 3,
// expect:       "status" : "open",
// expect:       "subtasks" : [
// expect:         "buy washer"
// expect:       ],
// expect:       "title" : "Fix tap"
// expect:     },
// expect:     {
// expect:       "estimates" : {
// expect:
// expect:       },
// expect:       "id" : 2,
// expect:       "notes" : "blue\/white",
// expect:       "priority" : 1,
// expect:       "status" : "completed",
// expect:       "subtasks" : [
// expect:
// expect:       ],
// expect:       "title" : "Paint \"door\""
// expect:     }
// expect:   ]
// expect: }
// expect: bytes: 527
// expect: Home 2 1700000000.0
// expect: true blue/white 1.5
// expect: {"archived":false,"board_name":"Home","created":"2023-11-14T22:13:20Z","tasks":[{"estimates":{"cost":12,"hours":1.5},"id":1,"priority":3,"status":"open","subtasks":["buy washer"],"title":"Fix tap"},{"estimates":{},"id":2,"notes":"blue\/white","priority":1,"status":"completed","subtasks":[],"title":"Paint \"door\""}]}
// expect: Work true normal done true
// expect: 1709285400.0
// expect: even [2]
// expect: odd [1, 3]
// expect: DecodingError.dataCorrupted: Data was corrupted. Path: priority. Debug description: Cannot initialize Priority from invalid Int value 9
// expect: DecodingError.typeMismatch: expected value of type String. Path: notes. Debug description: Expected to decode String but found number instead.
// expect: DecodingError.keyNotFound: Key 'title' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "title", intValue: nil) ("title").
// expect: DecodingError.valueNotFound: Expected value of type Int but found null instead. Path: id. Debug description: Cannot get value of type Int -- found null value instead
// expect: DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.
