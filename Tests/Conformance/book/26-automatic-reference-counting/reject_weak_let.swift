// Weak references must be declared as optional variables, since ARC may set them to nil.
class Person { let name = "x" }
class Apartment {
    weak let tenant: Person
    init(tenant: Person) { self.tenant = tenant }
}
print(Apartment(tenant: Person()).tenant.name)
