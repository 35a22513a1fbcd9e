# Insert 200,000 keys into a dictionary, then look each one up.
d = {}
for i in range(200_000):
    d[f"key{i}"] = i
total = 0
for i in range(200_000):
    total += d[f"key{i}"]
print(len(d), total)
