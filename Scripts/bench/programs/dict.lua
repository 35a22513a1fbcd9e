-- Insert 200,000 keys into a dictionary, then look each one up.
local d = {}
local count = 0
for i = 0, 199999 do
    d["key" .. i] = i
    count = count + 1
end
local total = 0
for i = 0, 199999 do
    total = total + d["key" .. i]
end
print(count, total)
