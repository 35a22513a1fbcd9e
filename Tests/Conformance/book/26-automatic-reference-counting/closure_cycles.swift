// Strong reference cycles caused by closures, and resolving them with capture lists ([unowned self], [weak self]).
class HTMLElement {
    let name: String
    let text: String?
    lazy var asHTML: () -> String = { [unowned self] in
        if let text = self.text {
            return "<\(self.name)>\(text)</\(self.name)>"
        }
        return "<\(self.name) />"
    }
    init(name: String, text: String? = nil) { self.name = name; self.text = text }
    deinit { print("\(name) is being deinitialized") }
}
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil

let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = { "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>" }
print(heading.asHTML())

class Leaky {
    let id: Int
    var handler: (() -> Void)?
    init(id: Int) { self.id = id }
    func setUpStrong() { handler = { print("leaky handler", self.id) } }
    func setUpWeak() {
        handler = { [weak self] in
            guard let self else { print("owner is gone"); return }
            print("weak handler", self.id)
        }
    }
    deinit { print("Leaky \(id) deinitialized") }
}

var strongOwner: Leaky? = Leaky(id: 1)
strongOwner!.setUpStrong()
strongOwner!.handler?()
weak var watch1 = strongOwner
strongOwner = nil
print("Leaky 1 still alive due to cycle:", watch1 != nil)
watch1?.handler = nil   // break the cycle manually

var weakOwner: Leaky? = Leaky(id: 2)
weakOwner!.setUpWeak()
let savedHandler = weakOwner!.handler!
savedHandler()
weakOwner = nil
savedHandler()
print("done")
