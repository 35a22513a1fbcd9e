# Method calls through a dict of closures, chosen by name at run time.
import math

operations = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: (a * b) % 1000003,
    "mix": lambda a, b: (a ^ b) & 0xFFFF,
}
names = ["add", "mul", "sub", "mix", "add"]
acc = 1
for i in range(1000000):
    op = operations[names[i % 5]]
    acc = int(math.fmod(op(acc, i), 1000003))
    if acc < 0:
        acc += 1000003
print(acc)
