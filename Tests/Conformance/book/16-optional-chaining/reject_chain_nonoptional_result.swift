// The result of an optional chain is always optional, even if the property itself is not.
class Residence { var numberOfRooms = 1 }
class Person { var residence: Residence? }
let john = Person()
let rooms: Int = john.residence?.numberOfRooms
print(rooms)
