-- Word frequencies: 300,000 words from a pseudo-random stream, counted in a
-- table; the five most frequent (ties by word).
local seed = 42
local counts = {}
local distinct = 0
for _ = 1, 300000 do
    seed = (seed * 1103515245 + 12345) % 2147483648
    local word = "w" .. (seed % 5000)
    local c = counts[word]
    if c == nil then distinct = distinct + 1; counts[word] = 1 else counts[word] = c + 1 end
end
local entries = {}
for word, count in pairs(counts) do entries[#entries + 1] = { word = word, count = count } end
table.sort(entries, function(a, b)
    if a.count ~= b.count then return a.count > b.count end
    return a.word < b.word
end)
local line = tostring(distinct)
for k = 1, 5 do line = line .. " " .. entries[k].word .. ":" .. entries[k].count end
print(line)
