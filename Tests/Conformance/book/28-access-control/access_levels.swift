// Access level syntax: open, public, internal, fileprivate, private; defaults and type-member rules.
open class SomeOpenClass {
    open func overridable() -> String { "open method" }
    public func visible() -> String { "public method" }
    public init() {}
}
public class SomePublicClass {
    public var somePublicProperty = 0
    var someInternalProperty = 1          // implicitly internal
    fileprivate func someFilePrivateMethod() -> Int { 2 }
    private func somePrivateMethod() -> Int { 3 }
    func callPrivate() -> Int { somePrivateMethod() }
}
class SomeInternalClass {                 // implicitly internal
    let value = "internal"
}
fileprivate class SomeFilePrivateClass {
    func hello() -> String { "fileprivate class" }
}
private struct SomePrivateStruct {        // at file scope, private behaves like fileprivate
    let id = 42
}
public struct PublicPoint {
    public var x = 1
    public init() {}
}

final class Subclass: SomeOpenClass {
    override func overridable() -> String { "overridden " + super.overridable() }
}

let pub = SomePublicClass()
print(pub.somePublicProperty, pub.someInternalProperty, pub.someFilePrivateMethod(), pub.callPrivate())
print(SomeInternalClass().value)
print(SomeFilePrivateClass().hello())
print(SomePrivateStruct().id)
print(PublicPoint().x)
print(Subclass().overridable(), "/", Subclass().visible())

// A tuple or function type's access level is the most restrictive of its components.
fileprivate func makePair() -> (SomeInternalClass, SomeFilePrivateClass) {
    (SomeInternalClass(), SomeFilePrivateClass())
}
fileprivate let pair = makePair()   // must be fileprivate: its type uses a fileprivate class
print(pair.0.value, pair.1.hello())

public enum CompassPoint { case north, south, east, west }   // cases share the enum's access level
print(CompassPoint.west)

public typealias Handler = (Int) -> String
let handler: Handler = { "handled \($0)" }
print(handler(7))
