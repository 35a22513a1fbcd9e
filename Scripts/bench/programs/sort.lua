-- Sort, filter and map 300,000 integers.
local xs = {}
local seed = 42
for i = 0, 299999 do
    seed = (seed * 1103515245 + 12345) % 2147483648
    xs[#xs + 1] = seed % 1000000
end
table.sort(xs)
local evens = {}
for _, x in ipairs(xs) do if x % 2 == 0 then evens[#evens + 1] = x end end
local scaled = {}
for i, x in ipairs(evens) do scaled[i] = x * 3 end
print(xs[1], xs[#xs], #evens, scaled[#scaled])
