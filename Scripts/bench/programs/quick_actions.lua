-- The quick-action workload: 200,000 shortcut tables, filtered, sorted by a
-- field and grouped by type.
local types = { "NewNote", "EditNote", "Search", "Share", "Scan", "Play", "Pause" }
local items = {}
for i = 0, 199999 do
    items[#items + 1] = { type = types[i % 7 + 1], title = "Item " .. i, rank = (i * 7919) % 1000, favorite = i % 3 == 0, order = i }
end
local shown = {}
for _, item in ipairs(items) do
    if item.rank < 500 and not item.favorite then shown[#shown + 1] = item end
end
local sorted = {}
for k, v in ipairs(shown) do sorted[k] = v end
-- A stable sort by rank (order breaks ties, as Swift's and Python's sorts are stable).
table.sort(sorted, function(a, b)
    if a.rank ~= b.rank then return a.rank < b.rank end
    return a.order < b.order
end)
local groups = {}
for _, item in ipairs(sorted) do groups[item.type] = (groups[item.type] or 0) + 1 end
local line = #shown .. " " .. sorted[1].title
for _, t in ipairs(types) do line = line .. " " .. t .. ":" .. (groups[t] or 0) end
print(line)
