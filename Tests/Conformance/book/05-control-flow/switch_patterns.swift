// switch: compound cases, interval matching, tuples, value bindings, where, fallthrough, if/switch expressions.
func classify(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u":
        return "vowel"
    case "b"..."z":
        return "consonant"
    default:
        return "other"
    }
}
print("a b 7 ->", classify("a"), classify("b"), classify("7"))

func describeCount(_ n: Int) -> String {
    switch n {
    case 0: return "no"
    case 1..<5: return "a few"
    case 5..<12: return "several"
    case 12..<100: return "dozens of"
    default: return "many"
    }
}
for n in [0, 3, 7, 62, 1000] { print(n, describeCount(n), "moons") }

func locate(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0): return "origin"
    case (_, 0): return "on x-axis"
    case (0, let y): return "on y-axis at \(y)"
    case let (x, y) where x == y: return "on x == y at \(x)"
    case let (x, y) where x == -y: return "on x == -y"
    case (-2...2, -2...2): return "inside the box"
    case let (x, y): return "somewhere at (\(x), \(y))"
    }
}
for p in [(0, 0), (4, 0), (0, -3), (5, 5), (3, -3), (1, 2), (9, 1)] {
    print(p, locate(p))
}

func describeNumber(_ n: Int) -> String {
    var text = "\(n) is"
    switch n {
    case 2, 3, 5, 7, 11, 13, 17, 19:
        text += " a prime number, and also"
        fallthrough
    default:
        text += " an integer."
    }
    return text
}
print(describeNumber(5))
print(describeNumber(8))

let temperature = 27
let feeling = if temperature > 25 { "hot" } else if temperature < 10 { "cold" } else { "mild" }
let icon = switch feeling { case "hot": "☀️"; case "cold": "❄️"; default: "⛅" }
print(feeling, icon)
