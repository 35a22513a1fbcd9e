// An integer literal past Int.max is a UInt64 where one is expected (FNV's
// offset basis); Int.min may be written as a literal.
let basis: UInt64 = 14695981039346656037
let prime: UInt64 = 1099511628211
var h = basis
for b in "a".utf8 { h = (h ^ UInt64(b)) &* prime }
print(h, UInt64.max == 18446744073709551615, -9223372036854775808 == Int.min)
let mask: UInt64 = 0xFFFF_FFFF_FFFF_FFFF
print(mask, 0xFFFFFFFFFFFFFFFF as UInt64)
// expect: 12638187200555641996 true true
// expect: 18446744073709551615 18446744073709551615
