// Valid Swift and valid qas: SwiftOracleTests compares the two outputs.
// A function with more locals than the resolver scans by name (it keeps a
// table past 32): names hidden by inner blocks come back when the block ends,
// closures capture the right one, and loops declare theirs afresh each pass.
func manyLocals(_ seed: Int) -> [Int] {
    let v0 = seed + 0
    let v1 = seed + 1
    let v2 = seed + 2
    let v3 = seed + 3
    let v4 = seed + 4
    let v5 = seed + 5
    let v6 = seed + 6
    let v7 = seed + 7
    let v8 = seed + 8
    let v9 = seed + 9
    let v10 = seed + 10
    let v11 = seed + 11
    let v12 = seed + 12
    let v13 = seed + 13
    let v14 = seed + 14
    let v15 = seed + 15
    let v16 = seed + 16
    let v17 = seed + 17
    let v18 = seed + 18
    let v19 = seed + 19
    let v20 = seed + 20
    let v21 = seed + 21
    let v22 = seed + 22
    let v23 = seed + 23
    let v24 = seed + 24
    let v25 = seed + 25
    let v26 = seed + 26
    let v27 = seed + 27
    let v28 = seed + 28
    let v29 = seed + 29
    let v30 = seed + 30
    let v31 = seed + 31
    let v32 = seed + 32
    let v33 = seed + 33
    let v34 = seed + 34
    let v35 = seed + 35
    let v36 = seed + 36
    let v37 = seed + 37
    let v38 = seed + 38
    let v39 = seed + 39
    var out: [Int] = [[v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19, v20, v21, v22, v23, v24, v25, v26, v27, v28, v29, v30, v31, v32, v33, v34, v35, v36, v37, v38, v39].reduce(0, +)]
    do {
        let v3 = 300
        out.append(v3 + v39)
        do {
            let v39 = -1
            out.append(v3 + v39)
        }
        out.append(v39)
    }
    out.append(v3)
    for v0 in 0..<2 {
        let v1 = v0 * 10
        out.append(v0 + v1)
    }
    out.append(v0 + v1)
    let read = { v20 + v21 }
    out.append(read())
    if seed > 0 {
        let v20 = 2000
        out.append(v20 + read())
    }
    return out
}

func fewLocals() -> [Int] {
    let a = 1
    var out = [a]
    do {
        let a = 2
        out.append(a)
    }
    out.append(a)
    return out
}

print(manyLocals(1))
// expect: [820, 340, 299, 40, 4, 0, 11, 3, 43, 2043]
print(fewLocals())
// expect: [1, 2, 1]
