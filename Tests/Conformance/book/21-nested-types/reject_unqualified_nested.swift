// A nested type must be qualified with its containing type when used outside of it.
struct Card {
    enum Suit { case spades, hearts }
    let suit: Suit
}
let suit: Suit = .hearts
print(Card(suit: suit))
