# N-body: five planets as objects in a list, advanced in small steps.
import math


class Body:
    __slots__ = ("x", "y", "z", "vx", "vy", "vz", "mass")

    def __init__(self, x, y, z, vx, vy, vz, mass):
        self.x, self.y, self.z, self.vx, self.vy, self.vz, self.mass = x, y, z, vx, vy, vz, mass


pi = 3.141592653589793
solar_mass = 4 * pi * pi
days_per_year = 365.24
bodies = [
    Body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, solar_mass),
    Body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
         1.66007664274403694e-03 * days_per_year, 7.69901118419740425e-03 * days_per_year,
         -6.90460016972063023e-05 * days_per_year, 9.54791938424326609e-04 * solar_mass),
    Body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
         -2.76742510726862411e-03 * days_per_year, 4.99852801234917238e-03 * days_per_year,
         2.30417297573763929e-05 * days_per_year, 2.85885980666130812e-04 * solar_mass),
    Body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
         2.96460137564761618e-03 * days_per_year, 2.37847173959480950e-03 * days_per_year,
         -2.96589568540237556e-05 * days_per_year, 4.36624404335156298e-05 * solar_mass),
    Body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
         2.68067772490389322e-03 * days_per_year, 1.62824170038242295e-03 * days_per_year,
         -9.51592254519715870e-05 * days_per_year, 5.15138902046611451e-05 * solar_mass),
]


def energy():
    e = 0.0
    for i in range(len(bodies)):
        b = bodies[i]
        e += 0.5 * b.mass * (b.vx * b.vx + b.vy * b.vy + b.vz * b.vz)
        for j in range(i + 1, len(bodies)):
            c = bodies[j]
            dx, dy, dz = b.x - c.x, b.y - c.y, b.z - c.z
            e -= b.mass * c.mass / math.sqrt(dx * dx + dy * dy + dz * dz)
    return e


def advance(dt):
    n = len(bodies)
    for i in range(n):
        bi = bodies[i]
        for j in range(i + 1, n):
            bj = bodies[j]
            dx, dy, dz = bi.x - bj.x, bi.y - bj.y, bi.z - bj.z
            d2 = dx * dx + dy * dy + dz * dz
            mag = dt / (d2 * math.sqrt(d2))
            mi, mj = bi.mass * mag, bj.mass * mag
            bi.vx -= dx * mj
            bi.vy -= dy * mj
            bi.vz -= dz * mj
            bj.vx += dx * mi
            bj.vy += dy * mi
            bj.vz += dz * mi
    for b in bodies:
        b.x += dt * b.vx
        b.y += dt * b.vy
        b.z += dt * b.vz


before = energy()
for _ in range(50000):
    advance(0.01)
print(math.floor(before * 1e9), math.floor(energy() * 1e9))
