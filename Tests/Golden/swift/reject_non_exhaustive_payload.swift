// Swift rejects this, and so must qas: a case with a `where` does not cover it.
enum Reading {
    case value(Int)
    case missing
}
func describe(_ r: Reading) -> String {
    switch r { // expect error: switch must be exhaustive
    case .value(let v) where v > 0: return "positive"
    case .missing: return "none"
    }
}
print(describe(.missing))
