-- Sieve of Eratosthenes: primes below 4,000,000 in an array of booleans.
local limit = 4000000
local composite = {}
for k = 0, limit - 1 do composite[k] = false end
local count, last = 0, 0
local i = 2
while i < limit do
    if not composite[i] then
        count = count + 1
        last = i
        local j = i * i
        while j < limit do
            composite[j] = true
            j = j + i
        end
    end
    i = i + 1
end
print(count, last)
