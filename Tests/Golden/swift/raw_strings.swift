// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// Raw strings: `#"…"#` keeps backslashes and quotes; `\#(…)` interpolates.
let count = 3
print(#"a\b "quoted" \n"#) // expect: a\b "quoted" \n
print(#"count=\#(count) \(count)"#, ##"x"#y"##) // expect: count=3 \(count) x"#y
print(#"tab:\#t|"#) // expect: tab:	|
let json = #"{"id": 1}"#
print(json.count, json) // expect: 9 {"id": 1}
let block = #"""
    line "one" \d
    two \#(count + 1)
    """#
print(block)
// expect: line "one" \d
// expect: two 4
