-- 10 million iterations of integer arithmetic in a while loop.
local i = 0
local sum = 0
while i < 10000000 do
    sum = (sum + i * 3) % 1000003
    i = i + 1
end
print(sum)
