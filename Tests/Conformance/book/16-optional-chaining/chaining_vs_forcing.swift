// Optional chaining as a safe alternative to forced unwrapping; combining with ?? and if-let / guard.
final class Pet {
    let name: String
    var toy: Toy?
    init(name: String, toy: Toy? = nil) { self.name = name; self.toy = toy }
}
struct Toy {
    let label: String
    var squeaks: Int?
}
final class Owner {
    let name: String
    var pet: Pet?
    init(name: String, pet: Pet? = nil) { self.name = name; self.pet = pet }
}

let owners = [
    Owner(name: "Ann", pet: Pet(name: "Rex", toy: Toy(label: "bone", squeaks: 3))),
    Owner(name: "Ben", pet: Pet(name: "Tom")),
    Owner(name: "Cal"),
    Owner(name: "Dee", pet: Pet(name: "Bo", toy: Toy(label: "ball", squeaks: nil))),
]

for owner in owners {
    let toyLabel = owner.pet?.toy?.label ?? "no toy"
    let squeaks = owner.pet?.toy?.squeaks.map { "\($0) squeaks" } ?? "silent"
    print("\(owner.name): \(owner.pet?.name ?? "no pet"), \(toyLabel), \(squeaks)")
}

func totalSqueaks(_ owners: [Owner]) -> Int {
    owners.compactMap { $0.pet?.toy?.squeaks }.reduce(0, +)
}
print("total squeaks:", totalSqueaks(owners))

func describeToy(of owner: Owner) -> String {
    guard let toy = owner.pet?.toy else { return "\(owner.name) has no toy to describe" }
    return "\(owner.name)'s pet plays with a \(toy.label)"
}
owners.forEach { print(describeToy(of: $0)) }

owners[1].pet?.toy = Toy(label: "rope", squeaks: 1)
owners[2].pet?.toy = Toy(label: "lost", squeaks: 9)
owners[3].pet?.toy?.squeaks = 2
print("after updates:", totalSqueaks(owners))
let forced = owners[0].pet!.toy!.label
print("forced unwrap (known non-nil):", forced)
