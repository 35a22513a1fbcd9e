// The @Observable attached macro and observation tracking.
import Observation

@Observable
final class Cart {
    var items: [String] = []
    var coupon: String? = nil
    @ObservationIgnored var debugNotes = 0

    var total: Int { items.count * 5 - (coupon == nil ? 0 : 3) }
}

let cart = Cart()

func watchItems() {
    withObservationTracking {
        _ = cart.items
    } onChange: {
        print("  items will change (was \(cart.items.count) item(s))")
    }
}

watchItems()
print("adding apple")
cart.items.append("apple")
print("adding pear (no longer tracked)")
cart.items.append("pear")

watchItems()
print("changing coupon only")
cart.coupon = "SAVE3"
print("changing ignored property")
cart.debugNotes += 1
print("adding fig")
cart.items.append("fig")

withObservationTracking {
    print("total is \(cart.total)")
} onChange: {
    print("  total's dependencies changed")
}
cart.coupon = nil
print("items:", cart.items, "total:", cart.total)
print("conforms to Observable:", (cart as Any) is any Observable)
