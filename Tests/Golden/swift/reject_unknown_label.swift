// Swift rejects this, and so must qas: a break names a statement around it.
for i in 0..<3 {
    if i == 1 { break outer } // expect error: use of unknown label 'outer'
}
