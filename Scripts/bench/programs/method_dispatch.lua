-- Method calls through a table of closures, chosen by name at run time.
local operations = {
    add = function(a, b) return a + b end,
    sub = function(a, b) return a - b end,
    mul = function(a, b) return (a * b) % 1000003 end,
    mix = function(a, b) return (a ~ b) & 0xFFFF end,
}
local names = { "add", "mul", "sub", "mix", "add" }
local acc = 1
for i = 0, 999999 do
    local op = operations[names[i % 5 + 1]]
    acc = math.fmod(op(acc, i), 1000003)
    if acc < 0 then acc = acc + 1000003 end
end
print(math.tointeger(acc))
