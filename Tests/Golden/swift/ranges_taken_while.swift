// prefix(while:) and drop(while:) of a range are ranges (counted, never made
// into arrays, so an enormous range is fine); a set's insert finds a member
// by hashing.
let huge = 2..<50_000_000
print(huge.prefix { $0 * $0 <= 100 }.count, huge.prefix(while: { $0 < 5 }), (2..<10).drop(while: { $0 < 5 }))
print(huge.prefix(while: { $0 < 5 }).map { $0 * 2 }, Array((1...9).prefix(while: { $0 < 4 })))
func isPrime(_ n: Int) -> Bool { n >= 2 && (2..<n).prefix { $0 * $0 <= n }.allSatisfy { n % $0 != 0 } }
print((1...30).filter(isPrime), isPrime(2_147_483_647))
var seen: Set<Int> = []
var firstRepeat = -1
var a = 0
for n in 1...100_000 {
    let back = a - n
    a = back > 0 && !seen.contains(back) ? back : a + n
    if !seen.insert(a).inserted { firstRepeat = n; break }
}
print(firstRepeat, seen.count)
// expect: 9 2..<5 5..<10
// expect: [4, 6, 8] [1, 2, 3]
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29] true
// expect: 24 23
