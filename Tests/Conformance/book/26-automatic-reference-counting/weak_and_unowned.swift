// Strong reference cycles between instances, and resolving them with weak and unowned references.
class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class Apartment {
    let unit: String
    weak var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("Apartment \(unit) is being deinitialized") }
}
var john: Person? = Person(name: "John Appleseed")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
print("tenant of 4A:", unit4A!.tenant?.name ?? "none")
john = nil
print("after john = nil, tenant of 4A:", unit4A!.tenant?.name ?? "none")
unit4A = nil

class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) { self.number = number; self.customer = customer }
    deinit { print("Card #\(number) is being deinitialized") }
}
var mary: Customer? = Customer(name: "Mary")
mary!.card = CreditCard(number: 1234_5678_9012_3456, customer: mary!)
print("card owner:", mary!.card!.customer.name)
mary = nil

class Country {
    let name: String
    var capitalCity: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capitalCity = City(name: capitalName, country: self)
    }
    deinit { print("Country \(name) is being deinitialized") }
}
class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) { self.name = name; self.country = country }
    deinit { print("City \(name) is being deinitialized") }
}
var country: Country? = Country(name: "Canada", capitalName: "Ottawa")
print("\(country!.name)'s capital city is called \(country!.capitalCity.name)")
country = nil
