// Several types nest their own CodingKeys: each type's keys are its own, a
// hand-written init(from:) reports bad data with dataCorruptedError, and a
// coding key gives its stringValue.
import Foundation

enum Payment: Codable {
    case card(last4: String)
    case gift(cents: Int)

    private enum CodingKeys: String, CodingKey { case type, last4, cents = "amount_cents" }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .type) {
        case "card": self = .card(last4: try c.decode(String.self, forKey: .last4))
        case "gift": self = .gift(cents: try c.decode(Int.self, forKey: .cents))
        case let other: throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "unknown type \(other)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .card(let last4): try c.encode("card", forKey: .type); try c.encode(last4, forKey: .last4)
        case .gift(let cents): try c.encode("gift", forKey: .type); try c.encode(cents, forKey: .cents)
        }
    }
}

struct Customer: Codable {
    var name: String
    var payment: Payment
    enum CodingKeys: String, CodingKey { case name = "customer_name", payment }
}

struct Vendor: Codable {
    var name: String
    enum CodingKeys: String, CodingKey { case name = "vendor_name" }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let customers = [Customer(name: "Ada", payment: .card(last4: "4242")), Customer(name: "Bo", payment: .gift(cents: 500))]
let data = try encoder.encode(customers)
print(String(data: data, encoding: .utf8)!)
print(String(data: try encoder.encode(Vendor(name: "Acme")), encoding: .utf8)!)
let back = try JSONDecoder().decode([Customer].self, from: data)
print(back.map(\.name), back.count)
print(Customer.CodingKeys.name.stringValue, Vendor.CodingKeys.name.stringValue, Customer.CodingKeys.payment.stringValue)

let bad = Data(#"{"customer_name": "Cy", "payment": {"type": "crypto"}}"#.utf8)
do {
    _ = try JSONDecoder().decode(Customer.self, from: bad)
} catch DecodingError.dataCorrupted(let context) {
    print("corrupted:", context.debugDescription, context.codingPath.map(\.stringValue))
}
if case .failure(let error) = Result(catching: { try JSONDecoder().decode(Payment.self, from: Data(#"{"type": "cash"}"#.utf8)) }),
   case DecodingError.dataCorrupted(let context) = error {
    print("corrupted:", context.debugDescription)
}

// expect: [{"customer_name":"Ada","payment":{"last4":"4242","type":"card"}},{"customer_name":"Bo","payment":{"amount_cents":500,"type":"gift"}}]
// expect: {"vendor_name":"Acme"}
// expect: ["Ada", "Bo"] 2
// expect: customer_name vendor_name payment
// expect: corrupted: unknown type crypto ["payment", "type"]
// expect: corrupted: unknown type cash
