# Closures with map, filter and reduce over lists, and captured counters.
from functools import reduce


def make_counter():
    count = 0

    def tick():
        nonlocal count
        count += 1
        return count
    return tick


numbers = list(range(100000))
total = 0
tick = make_counter()
for rnd in range(20):
    scaled = list(map(lambda x: x * 3 + rnd, numbers))
    even = list(filter(lambda x: x % 2 == 0, scaled))
    total += reduce(lambda acc, x: acc + x % 1000, even, 0)
    total += tick()
print(total)
