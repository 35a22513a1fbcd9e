// Associated values: extraction with let/var in switch, if case, guard case.
enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}

enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case triangle(base: Double, height: Double)

    var area: Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case let .rectangle(w, h): return w * h
        case .triangle(base: let b, height: let h): return 0.5 * b * h
        }
    }
}

func describe(_ code: Barcode) -> String {
    switch code {
    case let .upc(system, manufacturer, product, check):
        return "UPC: \(system), \(manufacturer), \(product), \(check)"
    case .qrCode(let text):
        return "QR code: \(text)"
    }
}

var product = Barcode.upc(8, 85909, 51226, 3)
print(describe(product))
product = .qrCode("ABCDEFGHIJKLMNOP")
print(describe(product))

let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 3, height: 4), .triangle(base: 6, height: 5)]
for shape in shapes {
    print(shape, "area =", shape.area)
}
for case .rectangle(let w, let h) in shapes {
    print("found rectangle \(w)x\(h)")
}

enum LoadResult {
    case success(value: Int)
    case failure(reason: String)
}
func handle(_ result: LoadResult) {
    guard case .success(let value) = result else {
        if case .failure(let reason) = result { print("failed:", reason) }
        return
    }
    print("loaded", value)
}
handle(.success(value: 42))
handle(.failure(reason: "timeout"))
