-- String building: appending pieces, then measuring (a buffer of parts, as Lua builds strings).
local buffer = {}
for i = 0, 299999 do buffer[#buffer + 1] = "item " .. (i % 100) .. ";" end
local s = table.concat(buffer)
local parts = {}
for piece in s:gmatch("[^;]+") do parts[#parts + 1] = piece end
print(#s, #parts, parts[12346])
