// Foundation's Decimal: base-10 arithmetic for money, literals in Decimal
// places, NSDecimalNumber, NSDecimalRound, NumberFormatter and Codable.
import Foundation

let price: Decimal = 9.99
let other = Decimal(string: "12.99")!
print(price, other, price + other, price * 3, other / 3, Decimal(1) / 3, -price)
print(Decimal(string: "0.1")! + Decimal(string: "0.2")! == Decimal(string: "0.3")!, 0.1 + 0.2 == 0.3)
print(Decimal(5), Decimal(12.5), Decimal(), Decimal.zero, [price, other].reduce(0, +), [price, other].max()!)
print(other > price, price.isZero, other.description, "\(other)", type(of: other), Decimal(string: "abc") as Any)
print(Decimal(sign: .minus, exponent: -2, significand: 1234), Decimal(string: "1e3")!, abs(-price))

extension Decimal {
    func rounded(scale: Int, _ mode: NSDecimalNumber.RoundingMode = .bankers) -> Decimal {
        var input = self, output = Decimal()
        NSDecimalRound(&output, &input, scale, mode)
        return output
    }
}
let exact = Decimal(string: "2.345")!
print(exact.rounded(scale: 2), exact.rounded(scale: 2, .plain), exact.rounded(scale: 1, .down), (other / 3).rounded(scale: 2))
print(NSDecimalNumber(decimal: other).doubleValue, (other as NSDecimalNumber).intValue)

struct LineItem {
    let name: String
    let unitPrice: Decimal
    let quantity: Int
    var total: Decimal { unitPrice * Decimal(quantity) }
}
let items = [LineItem(name: "Mug", unitPrice: 8.5, quantity: 2), LineItem(name: "Beans", unitPrice: Decimal(string: "12.99")!, quantity: 3)]
let subtotal = items.reduce(0) { $0 + $1.total }
let tax = (subtotal * Decimal(string: "0.0825")!).rounded(scale: 2)
print(subtotal, tax, subtotal + tax)

let currency = NumberFormatter()
currency.numberStyle = .currency
currency.locale = Locale(identifier: "en_US")
print(currency.string(from: (subtotal + tax) as NSDecimalNumber)!)

struct Invoice: Codable { var total: Decimal; var note: String }
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try! encoder.encode(Invoice(total: other, note: "ok")), encoding: .utf8)!)
let decoded = try! JSONDecoder().decode(Invoice.self, from: "{\"total\": 19.99, \"note\": \"x\"}".data(using: .utf8)!)
print(decoded.total, decoded)
// expect: 9.99 12.99 22.98 29.97 4.33 0.33333333333333333333333333333333333333 -9.99
// expect: true false
// expect: 5 12.5 0 0 22.98 12.99
// expect: true false 12.99 12.99 Decimal nil
// expect: -12.34 1000 9.99
// expect: 2.34 2.35 2.3 4.33
// expect: 12.99 12
// expect: 55.97 4.62 60.59
// expect: $60.59
// expect: {"note":"ok","total":12.99}
// expect: 19.99 Invoice(total: 19.99, note: "x")
