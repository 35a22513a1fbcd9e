-- Build 200,000 interpolated strings and join them.
local parts = {}
local i = 0
while i < 200000 do
    parts[#parts + 1] = "note " .. i .. ": " .. (i * 2)
    i = i + 1
end
local text = table.concat(parts, ",")
print(#text)
