# Sieve of Eratosthenes: primes below 4,000,000 in a list of booleans.
limit = 4000000
composite = [False] * limit
count = 0
last = 0
i = 2
while i < limit:
    if not composite[i]:
        count += 1
        last = i
        j = i * i
        while j < limit:
            composite[j] = True
            j += i
    i += 1
print(count, last)
