// Booleans, tuples, optionals, optional binding, nil-coalescing, implicitly unwrapped optionals.
let isSunny = true
if isSunny {
    print("Wear sunglasses")
}

let response = (404, "Not Found")
let (code, message) = response
print("code \(code): \(message)")
let (onlyCode, _) = response
print("only code:", onlyCode, "via index:", response.0)

let labeled = (status: 200, text: "OK")
print(labeled.status, labeled.text)

func parse(_ s: String) -> Int? {
    return Int(s)
}

let inputs = ["42", "forty-two", "-7", ""]
for text in inputs {
    if let value = parse(text) {
        print("'\(text)' -> \(value)")
    } else {
        print("'\(text)' is not a number")
    }
}

var middleName: String? = nil
print("middle:", middleName ?? "(none)")
middleName = "Ann"
if let middleName {
    print("shorthand binding:", middleName)
}

if let a = Int("4"), let b = Int("9"), a < b, b < 100 {
    print("\(a) < \(b) < 100")
}

let maybe: Int? = Int("12")
let forced = maybe!
print("forced:", forced)

let assumed: String! = "implicit"
let plain: String = assumed
print(plain, assumed.count)

func describe(_ n: Int?) -> String {
    guard let n = n else { return "nothing" }
    return "number \(n)"
}
print(describe(nil), describe(5))
