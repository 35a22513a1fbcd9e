// Nested enumerations and structures inside a structure; referring to nested types.
struct BlackjackCard {
    enum Suit: Character, CaseIterable {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
    }
    enum Rank: Int, CaseIterable {
        case two = 2, three, four, five, six, seven, eight, nine, ten
        case jack, queen, king, ace

        struct Values {
            let first: Int, second: Int?
        }
        var values: Values {
            switch self {
            case .ace: return Values(first: 1, second: 11)
            case .jack, .queen, .king: return Values(first: 10, second: nil)
            default: return Values(first: self.rawValue, second: nil)
            }
        }
    }
    let rank: Rank, suit: Suit
    var description: String {
        var output = "suit is \(suit.rawValue), value is \(rank.values.first)"
        if let second = rank.values.second {
            output += " or \(second)"
        }
        return output
    }
}

let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
print("theAceOfSpades: \(theAceOfSpades.description)")
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print("hearts symbol:", heartsSymbol)

let hand = [BlackjackCard(rank: .king, suit: .clubs), BlackjackCard(rank: .seven, suit: .diamonds), BlackjackCard(rank: .ace, suit: .hearts)]
for card in hand { print(card.description) }
var low = 0, aces = 0
for card in hand {
    low += card.rank.values.first
    if card.rank == .ace { aces += 1 }
}
let best = (aces > 0 && low + 10 <= 21) ? low + 10 : low
print("hand value:", best)

let values: BlackjackCard.Rank.Values = BlackjackCard.Rank.queen.values
print("queen:", values.first, values.second as Any)
print("deck size:", BlackjackCard.Suit.allCases.count * BlackjackCard.Rank.allCases.count)
