import Foundation

// Custom coding with keyed, nested, unkeyed and single-value containers.
struct Temperature: Codable, CustomStringConvertible {
    let celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        celsius = try container.decode(Double.self)
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(celsius)
    }
    var description: String { String(format: "%.1f°C", celsius) }
}

struct Station: Codable {
    var name: String
    var location: (lat: Double, lon: Double)
    var readings: [Temperature]
    var tags: [String]

    enum CodingKeys: String, CodingKey { case name = "station_name", position, readings, tags }
    enum PositionKeys: String, CodingKey { case lat, lon }

    init(name: String, lat: Double, lon: Double, readings: [Temperature], tags: [String]) {
        self.name = name; location = (lat, lon); self.readings = readings; self.tags = tags
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        let p = try c.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
        location = (try p.decode(Double.self, forKey: .lat), try p.decode(Double.self, forKey: .lon))
        readings = try c.decodeIfPresent([Temperature].self, forKey: .readings) ?? []
        var list = try c.nestedUnkeyedContainer(forKey: .tags)
        var collected: [String] = []
        while !list.isAtEnd { collected.append(try list.decode(String.self).uppercased()) }
        tags = collected
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        var p = c.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
        try p.encode(location.lat, forKey: .lat)
        try p.encode(location.lon, forKey: .lon)
        if !readings.isEmpty { try c.encode(readings, forKey: .readings) }
        var list = c.nestedUnkeyedContainer(forKey: .tags)
        for t in tags { try list.encode(t.lowercased()) }
    }
}

enum Shape: Codable, Equatable {
    case circle(radius: Double)
    case square(Double)
    case point
}

struct Profile: Codable {
    var firstName: String
    var lastLoginCount: Int
    var homePageURL: URL?
    var isAdmin = false
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
let station = Station(name: "Oslo/Blindern", lat: 59.94, lon: 10.72,
                      readings: [Temperature(celsius: -3.5), Temperature(celsius: 2)], tags: ["Coast", "City"])
let data = try encoder.encode(station)
print(String(data: data, encoding: .utf8)!)

let back = try JSONDecoder().decode(Station.self, from: data)
print(back.name, back.location.lat, back.location.lon, back.readings, back.tags)

let noReadings = #"{"station_name":"Bergen","position":{"lat":60.39,"lon":5.32},"tags":["rain"]}"#
let bergen = try JSONDecoder().decode(Station.self, from: Data(noReadings.utf8))
print(bergen.name, bergen.readings.count, bergen.tags)

encoder.outputFormatting = .sortedKeys
let shapes: [Shape] = [.circle(radius: 1.5), .square(2), .point]
print(String(data: try encoder.encode(shapes), encoding: .utf8)!)

let snake = JSONEncoder()
snake.keyEncodingStrategy = .convertToSnakeCase
snake.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
let profile = Profile(firstName: "Ada", lastLoginCount: 3, homePageURL: URL(string: "https://example.com/ada"))
let profileJSON = try snake.encode(profile)
print(String(data: profileJSON, encoding: .utf8)!)

let snakeDecoder = JSONDecoder()
snakeDecoder.keyDecodingStrategy = .convertFromSnakeCase
let decoded = try snakeDecoder.decode(Profile.self, from: profileJSON)
print(decoded.firstName, decoded.lastLoginCount, decoded.homePageURL?.host ?? "none", decoded.isAdmin)

do {
    _ = try JSONDecoder().decode(Station.self, from: Data(#"{"station_name":"X","position":{"lat":1},"tags":[]}"#.utf8))
} catch DecodingError.keyNotFound(let key, let context) {
    print("missing", key.stringValue, "at", context.codingPath.map(\.stringValue))
}
do {
    _ = try JSONDecoder().decode([Temperature].self, from: Data(#"[1, "warm"]"#.utf8))
} catch let DecodingError.typeMismatch(type, context) {
    print("mismatch", type, context.codingPath.map(\.stringValue), context.debugDescription)
}
let maybe = try? JSONDecoder().decode(Profile.self, from: Data("{".utf8))
print(maybe == nil ? "not JSON" : "parsed")

// expect: {
// expect:   "position" : {
// expect:     "lat" : 59.94,
// expect:     "lon" : 10.72
// expect:   },
// expect:   "readings" : [
// expect:     -3.5,
// expect:     2
// expect:   ],
// expect:   "station_name" : "Oslo\/Blindern",
// expect:   "tags" : [
// expect:     "coast",
// expect:     "city"
// expect:   ]
// expect: }
// expect: Oslo/Blindern 59.94 10.72 [-3.5°C, 2.0°C] ["COAST", "CITY"]
// expect: Bergen 0 ["RAIN"]
// expect: [{"circle":{"radius":1.5}},{"square":{"_0":2}},{"point":{}}]
// expect: {"first_name":"Ada","home_page_url":"https://example.com/ada","is_admin":false,"last_login_count":3}
// expect: Ada 3 none false
// expect: missing lon at ["position"]
// expect: mismatch Double ["Index 1"] Expected to decode Double but found a string instead.
// expect: not JSON
