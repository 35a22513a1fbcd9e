-- Binary trees: allocate and walk many small trees of nodes.
local function check(node)
    if node.left then return 1 + check(node.left) + check(node.right) end
    return 1
end

local function make(depth)
    if depth == 0 then return { left = nil, right = nil } end
    return { left = make(depth - 1), right = make(depth - 1) }
end

local maxDepth = 14
local longLived = make(maxDepth)
local total = 0
local depth = 4
while depth <= maxDepth do
    local iterations = 1
    local k = 0
    while k < maxDepth - depth + 4 do
        iterations = iterations * 2
        k = k + 1
    end
    local i = 0
    while i < iterations do
        total = total + check(make(depth))
        i = i + 1
    end
    depth = depth + 2
end
print(total, check(longLived))
