/// "Did you mean": the nearest name by edit distance, for every part of qas that
/// suggests a correction (names, members, commands, a host's enumerations).
public enum Suggestion {
    /// The candidate within a small edit distance of `name`, if any: at most a third
    /// of the name's length (two for names of four or more characters), and never a
    /// whole one-letter name.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = name.count <= 3 ? 1 : max(2, name.count / 3)
        var best: (String, Int)? = nil
        for c in Set(candidates) where c != name && !c.hasPrefix("$") {
            let d = editDistance(name.lowercased(), c.lowercased())
            if d <= limit && d < name.count && (best == nil || d < best!.1 || (d == best!.1 && c < best!.0)) { best = (c, d) }
        }
        return best?.0
    }

    /// Levenshtein distance.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        for i in 1...a.count {
            var row = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            prev = row
        }
        return prev[b.count]
    }
}
