// A switch must be exhaustive; this one has no default case.
let count = 3
switch count {
case 0:
    print("none")
case 1...5:
    print("some")
}
