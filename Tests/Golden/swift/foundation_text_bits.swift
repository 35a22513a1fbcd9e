// Foundation text pieces apps use: folding, removeAll(where:) on a String,
// character sets from array literals, Optional.some as a function.
import Foundation

var handle = "j.o.h.n"
handle.removeAll { $0 == "." }
print(handle, "Crème Brûlée".folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))

let separators = CharacterSet.whitespaces.union(.punctuationCharacters.subtracting(["@", "_"]))
print("hi @ann_b, see #ios!".components(separatedBy: separators).filter { !$0.isEmpty })

let values = [1, 5, 10]
let pairs = zip(values, values.dropFirst().map(Optional.some) + [nil])
print(pairs.map { "\($0.0)->\($0.1.map(String.init) ?? "end")" })

// expect: john creme brulee
// expect: ["hi", "@ann_b", "see", "ios"]
// expect: ["1->5", "5->10", "10->end"]
