// An array type's initialisers, written with the type in brackets.
var flags = [Bool](repeating: false, count: 4)
flags[2] = true
print(flags)                                    // expect: [false, false, true, false]
print([Int](), [Int](1...3), [String](["a", "b"]).count)   // expect: [] [1, 2, 3] 2
struct Point { var x = 0 }
print([Point](repeating: Point(), count: 3).count)         // expect: 3
