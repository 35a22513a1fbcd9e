// String.count counts Characters as Swift does: ASCII text is counted from its
// bytes ("\r\n" is one Character), anything else by grapheme breaking.
let samples = ["", "a", "hello", "a\r\nb", "\r\n\r\n", "\r\r\n\n", "exactly8", "0123456789abcdef\r\n", "\r", "\n\r", "héllo", "e\u{301}", "🇫🇷🇩🇪", "abcdefgh\r\nijklmnop", String(repeating: "ab\r\n", count: 100), String(repeating: "x", count: 1000) + "é"]
print(samples.map { String($0.count) }.joined(separator: " "))   // expect: 0 1 5 3 2 3 8 17 1 2 5 1 2 17 300 1001
