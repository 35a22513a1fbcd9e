// Overriding init(), implicit super.init(), required initializers, default property values from closures.
class Vehicle {
    var numberOfWheels = 0
    var description: String { "\(numberOfWheels) wheel(s)" }
}
class Bicycle: Vehicle {
    override init() {
        super.init()
        numberOfWheels = 2
    }
}
class Hoverboard: Vehicle {
    var color: String
    init(color: String) {
        self.color = color
        // super.init() called implicitly
    }
    override var description: String { "\(super.description) in a beautiful \(color)" }
}
print("Bicycle: \(Bicycle().description)")
print("Hoverboard: \(Hoverboard(color: "silver").description)")

class Widget {
    let id: Int
    required init(id: Int) { self.id = id }
}
class Button: Widget {
    let label: String
    required init(id: Int) { label = "button-\(id)"; super.init(id: id) }
}
func build<T: Widget>(_ type: T.Type, id: Int) -> T { type.init(id: id) }
print(build(Button.self, id: 7).label, build(Widget.self, id: 3).id)

struct Chessboard {
    let boardColors: [Bool] = {
        var temporaryBoard: [Bool] = []
        var isBlack = false
        for _ in 1...8 {
            for _ in 1...8 { temporaryBoard.append(isBlack); isBlack.toggle() }
            isBlack.toggle()
        }
        return temporaryBoard
    }()
    func squareIsBlackAt(row: Int, column: Int) -> Bool { boardColors[(row * 8) + column] }
}
let board = Chessboard()
print(board.squareIsBlackAt(row: 0, column: 1), board.squareIsBlackAt(row: 7, column: 7))
