# Word frequencies: 300,000 words from a pseudo-random stream, counted in a
# dict; the five most frequent (ties by word).
seed = 42
counts = {}
for _ in range(300000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    word = "w" + str(seed % 5000)
    counts[word] = counts.get(word, 0) + 1
top = sorted(counts.items(), key=lambda e: (-e[1], e[0]))[:5]
line = str(len(counts))
for word, count in top:
    line += " " + word + ":" + str(count)
print(line)
