// Optional chaining through properties, methods and subscripts of a class model.
class Person {
    var residence: Residence?
}
class Room {
    let name: String
    init(name: String) { self.name = name }
}
class Address {
    var buildingName: String?
    var buildingNumber: String?
    var street: String?
    func buildingIdentifier() -> String? {
        if let buildingNumber, let street {
            return "\(buildingNumber) \(street)"
        } else if buildingName != nil {
            return buildingName
        }
        return nil
    }
}
class Residence {
    var rooms: [Room] = []
    var numberOfRooms: Int { rooms.count }
    subscript(i: Int) -> Room {
        get { rooms[i] }
        set { rooms[i] = newValue }
    }
    func printNumberOfRooms() { print("The number of rooms is \(numberOfRooms)") }
    var address: Address?
}

let john = Person()
if let roomCount = john.residence?.numberOfRooms {
    print("John's residence has \(roomCount) room(s).")
} else {
    print("Unable to retrieve the number of rooms.")
}
if john.residence?.printNumberOfRooms() == nil {
    print("It was not possible to print the number of rooms.")
}
let someAddress = Address()
someAddress.buildingNumber = "29"
someAddress.street = "Acacia Road"
john.residence?.address = someAddress
print("assignment through nil chain happened:", john.residence?.address != nil)

let house = Residence()
house.rooms.append(Room(name: "Living Room"))
house.rooms.append(Room(name: "Kitchen"))
john.residence = house
john.residence?.address = someAddress
john.residence?.printNumberOfRooms()
if let first = john.residence?[0].name { print("The first room name is \(first).") }
john.residence?[0] = Room(name: "Bathroom")
print(john.residence?[0].name ?? "-", john.residence?.address?.street ?? "-")
if let id = john.residence?.address?.buildingIdentifier(), id.hasPrefix("29") {
    print("identifier \(id) begins with 29; uppercased: \(john.residence?.address?.buildingIdentifier()?.uppercased() ?? "")")
}
