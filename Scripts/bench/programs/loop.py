# 10 million iterations of integer arithmetic in a while loop.
i = 0
total = 0
while i < 10_000_000:
    total = (total + i * 3) % 1_000_003
    i += 1
print(total)
