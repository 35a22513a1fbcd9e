// Arrays assigned to a constant are immutable.
let fixed = [1, 2, 3]
fixed.append(4)
print(fixed)
