// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
struct Outer {
    struct Inner { var x = 1 }
    enum Kind { case a, b }
    class Ref {}
}
print(Outer.Inner(), [Outer.Inner()], Outer.Kind.a, [Outer.Kind.b], Outer.Ref())
print(String(describing: Outer.Inner.self), Outer.Kind.self)

// What it prints:
// expect: Inner(x: 1) [nested_type_names.Outer.Inner(x: 1)] a [nested_type_names.Outer.Kind.b] nested_type_names.Outer.Ref
// expect: Inner Kind
