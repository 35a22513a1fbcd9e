-- Spectral norm: power iteration on an implicit matrix, arrays of numbers.
local function a(i, j)
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)
end

local function multiplyAv(v, n)
    local out = {}
    for i = 0, n - 1 do
        local sum = 0.0
        for j = 0, n - 1 do sum = sum + a(i, j) * v[j + 1] end
        out[#out + 1] = sum
    end
    return out
end

local function multiplyAtv(v, n)
    local out = {}
    for i = 0, n - 1 do
        local sum = 0.0
        for j = 0, n - 1 do sum = sum + a(j, i) * v[j + 1] end
        out[#out + 1] = sum
    end
    return out
end

local n = 200
local u = {}
for k = 1, n do u[k] = 1.0 end
local v = {}
for _ = 1, 10 do
    v = multiplyAtv(multiplyAv(u, n), n)
    u = multiplyAtv(multiplyAv(v, n), n)
end
local vBv, vv = 0.0, 0.0
for k = 1, n do
    vBv = vBv + u[k] * v[k]
    vv = vv + v[k] * v[k]
end
print(math.floor(math.sqrt(vBv / vv) * 1e9))
