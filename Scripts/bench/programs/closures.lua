-- Closures with map, filter and reduce over arrays, and captured counters.
local function map(t, f) local out = {} for i = 1, #t do out[i] = f(t[i]) end return out end
local function filter(t, f) local out = {} for i = 1, #t do if f(t[i]) then out[#out + 1] = t[i] end end return out end
local function reduce(t, init, f) local acc = init for i = 1, #t do acc = f(acc, t[i]) end return acc end

local function makeCounter()
    local count = 0
    return function() count = count + 1; return count end
end

local numbers = {}
for i = 0, 99999 do numbers[i + 1] = i end
local total = 0
local tick = makeCounter()
for round = 0, 19 do
    local scaled = map(numbers, function(x) return x * 3 + round end)
    local even = filter(scaled, function(x) return x % 2 == 0 end)
    total = total + reduce(even, 0, function(acc, x) return acc + x % 1000 end)
    total = total + tick()
end
print(total)
