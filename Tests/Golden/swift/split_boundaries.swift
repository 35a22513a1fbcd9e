// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A separator splits only between characters: CR LF is one character, and so is
// a letter with its combining accent or an emoji with its skin tone.
import Foundation
let crlf = "a\r\nb\nc"
print(crlf.split(separator: "\n").count, crlf.components(separatedBy: "\n").count) // expect: 2 2
print("e\u{301}x;e;;é".split(separator: ";"), "café;x".split(separator: "é").count) // expect: ["éx", "e", "é"] 2
print("👍🏽;👍".split(separator: ";").count, "👍🏽".contains("👍")) // expect: 2 false
print("a;b;c".replacingOccurrences(of: ";", with: "-"), "a,,b,".split(separator: ",")) // expect: a-b-c ["a", "b"]
