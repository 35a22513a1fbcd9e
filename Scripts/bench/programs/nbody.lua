-- N-body: five planets as records in an array, advanced in small steps.
local pi = 3.141592653589793
local solarMass = 4 * pi * pi
local daysPerYear = 365.24
local function body(x, y, z, vx, vy, vz, mass)
    return { x = x, y = y, z = z, vx = vx, vy = vy, vz = vz, mass = mass }
end
local bodies = {
    body(0, 0, 0, 0, 0, 0, solarMass),
    body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
         1.66007664274403694e-03 * daysPerYear, 7.69901118419740425e-03 * daysPerYear,
         -6.90460016972063023e-05 * daysPerYear, 9.54791938424326609e-04 * solarMass),
    body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
         -2.76742510726862411e-03 * daysPerYear, 4.99852801234917238e-03 * daysPerYear,
         2.30417297573763929e-05 * daysPerYear, 2.85885980666130812e-04 * solarMass),
    body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
         2.96460137564761618e-03 * daysPerYear, 2.37847173959480950e-03 * daysPerYear,
         -2.96589568540237556e-05 * daysPerYear, 4.36624404335156298e-05 * solarMass),
    body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
         2.68067772490389322e-03 * daysPerYear, 1.62824170038242295e-03 * daysPerYear,
         -9.51592254519715870e-05 * daysPerYear, 5.15138902046611451e-05 * solarMass),
}

local function energy()
    local e = 0.0
    for i = 1, #bodies do
        local b = bodies[i]
        e = e + 0.5 * b.mass * (b.vx * b.vx + b.vy * b.vy + b.vz * b.vz)
        for j = i + 1, #bodies do
            local c = bodies[j]
            local dx, dy, dz = b.x - c.x, b.y - c.y, b.z - c.z
            e = e - b.mass * c.mass / math.sqrt(dx * dx + dy * dy + dz * dz)
        end
    end
    return e
end

local function advance(dt)
    for i = 1, #bodies do
        local bi = bodies[i]
        for j = i + 1, #bodies do
            local bj = bodies[j]
            local dx, dy, dz = bi.x - bj.x, bi.y - bj.y, bi.z - bj.z
            local d2 = dx * dx + dy * dy + dz * dz
            local mag = dt / (d2 * math.sqrt(d2))
            local mi, mj = bi.mass * mag, bj.mass * mag
            bi.vx = bi.vx - dx * mj
            bi.vy = bi.vy - dy * mj
            bi.vz = bi.vz - dz * mj
            bj.vx = bj.vx + dx * mi
            bj.vy = bj.vy + dy * mi
            bj.vz = bj.vz + dz * mi
        end
    end
    for i = 1, #bodies do
        local b = bodies[i]
        b.x = b.x + dt * b.vx
        b.y = b.y + dt * b.vy
        b.z = b.z + dt * b.vz
    end
end

local before = energy()
for _ = 1, 50000 do advance(0.01) end
print(math.floor(before * 1e9), math.floor(energy() * 1e9))
