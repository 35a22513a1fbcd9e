// Sets: creation, membership, insertion/removal, set operations and relationships.
var letters = Set<Character>()
print("letters has \(letters.count) items")
letters.insert("a")
print("after insert:", letters.count)

var genres: Set<String> = ["Rock", "Classical", "Hip hop"]
let (inserted, _) = genres.insert("Jazz")
let (insertedAgain, _) = genres.insert("Jazz")
print("inserted:", inserted, insertedAgain)
if let removed = genres.remove("Rock") {
    print("\(removed)? I'm over it.")
}
print(genres.remove("Polka") == nil ? "no polka here" : "removed polka")
print("contains Funk:", genres.contains("Funk"))
for genre in genres.sorted() {
    print("-", genre)
}

let odd: Set = [1, 3, 5, 7, 9]
let even: Set = [0, 2, 4, 6, 8]
let primes: Set = [2, 3, 5, 7]
print("union:", odd.union(even).sorted())
print("intersection:", odd.intersection(even).sorted())
print("subtracting:", odd.subtracting(primes).sorted())
print("symmetric:", odd.symmetricDifference(primes).sorted())

let houseAnimals: Set = ["🐶", "🐱"]
let farmAnimals: Set = ["🐮", "🐔", "🐑", "🐶", "🐱"]
let cityAnimals: Set = ["🐦", "🐭"]
print(houseAnimals.isSubset(of: farmAnimals))
print(farmAnimals.isSuperset(of: houseAnimals))
print(farmAnimals.isDisjoint(with: cityAnimals))
print(houseAnimals.isStrictSubset(of: farmAnimals), houseAnimals.isStrictSubset(of: houseAnimals))

let words = ["apple", "banana", "apple", "cherry", "banana", "apple"]
let unique = Set(words)
print("unique words:", unique.count, unique.sorted())
struct Point: Hashable { var x: Int; var y: Int }
let points: Set = [Point(x: 1, y: 2), Point(x: 1, y: 2), Point(x: 2, y: 1)]
print("distinct points:", points.count)
