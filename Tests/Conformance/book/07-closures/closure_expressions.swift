// Closure expression syntax, type inference, implicit returns, shorthand arguments, operator methods, trailing closures.
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]

func backward(_ a: String, _ b: String) -> Bool { a > b }
print(names.sorted(by: backward))
print(names.sorted(by: { (a: String, b: String) -> Bool in
    return a < b
}))
print(names.sorted(by: { a, b in a.count < b.count || (a.count == b.count && a < b) }))
print(names.sorted(by: { $0.count > $1.count || ($0.count == $1.count && $0 < $1) }))
print(names.sorted(by: >))
print(names.sorted { ($0.last!, $0) < ($1.last!, $1) })

let digitNames = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four",
                  5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
let numbers = [16, 58, 510]
let strings = numbers.map { number -> String in
    var number = number
    var output = ""
    repeat {
        output = digitNames[number % 10]! + output
        number /= 10
    } while number > 0
    return output
}
print(strings)

func transform(_ value: Int, onSuccess: (Int) -> Void, onFailure: (String) -> Void) {
    if value >= 0 { onSuccess(value * 2) } else { onFailure("negative input \(value)") }
}
for v in [21, -1] {
    transform(v) { result in
        print("success:", result)
    } onFailure: { message in
        print("failure:", message)
    }
}

let total = (1...10).filter { $0 % 2 == 0 }.map { $0 * $0 }.reduce(0, +)
print("sum of even squares:", total)
let words = ["kiwi", "fig", "banana", "plum"]
print(words.compactMap { $0.count > 3 ? $0.uppercased() : nil })
