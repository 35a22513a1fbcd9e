# Sort, filter and map 300,000 integers.
xs = []
seed = 42
for i in range(300_000):
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    xs.append(seed % 1_000_000)
s = sorted(xs)
evens = [x for x in s if x % 2 == 0]
scaled = [x * 3 for x in evens]
print(s[0], s[-1], len(evens), scaled[-1])
