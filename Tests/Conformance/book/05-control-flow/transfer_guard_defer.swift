// continue, break, labeled statements, guard, defer and availability checks.
let puzzle = "great minds think alike"
var output = ""
for ch in puzzle {
    if "aeiou ".contains(ch) { continue }
    output.append(ch)
}
print(output)

let values = [4, 8, 15, 16, 23, 42]
for v in values {
    if v > 20 { break }
    print("value", v)
}

search: for row in 1...5 {
    for col in 1...5 {
        if col > row { continue search }
        if row * col == 12 {
            print("found 12 at (\(row), \(col))")
            break search
        }
    }
}

func greet(_ person: [String: String]) {
    guard let name = person["name"] else {
        print("no name given")
        return
    }
    print("Hello \(name)!")
    guard let city = person["city"] else {
        print("I hope the weather is nice near you.")
        return
    }
    print("I hope the weather is nice in \(city).")
}
greet(["name": "Ada"])
greet(["name": "Grace", "city": "Arlington"])
greet([:])

func process() {
    print("start")
    defer { print("deferred 1 (runs last)") }
    defer { print("deferred 2 (runs first)") }
    for i in 1...2 {
        defer { print("end of iteration \(i)") }
        print("iteration \(i)")
    }
    print("finish body")
}
process()

if #available(macOS 10.15, iOS 13, *) {
    print("modern APIs available")
} else {
    print("fallback")
}
