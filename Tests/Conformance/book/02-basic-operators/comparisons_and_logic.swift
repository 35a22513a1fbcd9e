// Comparison operators, tuple comparison, ternary conditional, logical operators.
print(1 == 1, 2 != 1, 2 > 1, 1 < 2, 1 >= 1, 2 <= 1)

let name = "world"
if name == "world" {
    print("hello, world")
}

print((1, "zebra") < (2, "apple"))
print((3, "apple") < (3, "bird"))
print((4, "dog") == (4, "dog"))
print((2, true, "x") == (2, true, "x"))

func rowHeight(contentHeight: Int, hasHeader: Bool) -> Int {
    return contentHeight + (hasHeader ? 50 : 20)
}
print("row heights:", rowHeight(contentHeight: 40, hasHeader: true), rowHeight(contentHeight: 40, hasHeader: false))

let doorCode = true
let retinaScan = false
let hasKey = true
let knowsOverride = false

if !retinaScan {
    print("retina scan missing")
}
if doorCode && retinaScan {
    print("welcome")
} else {
    print("access denied (AND)")
}
if hasKey || knowsOverride {
    print("welcome (OR)")
}
if (doorCode && retinaScan) || hasKey || knowsOverride {
    print("welcome (combined)")
}

func check(_ label: String, _ value: Bool) -> Bool {
    print("evaluated \(label)")
    return value
}
// Short-circuit evaluation: right side is skipped
if check("left", false) && check("right", true) {
    print("unreachable")
}
if check("first", true) || check("second", true) {
    print("short-circuited OR")
}

let scores = [72, 88, 95, 60]
for s in scores {
    let grade = s >= 90 ? "A" : s >= 80 ? "B" : s >= 70 ? "C" : "F"
    print(s, grade)
}
