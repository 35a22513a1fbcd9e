# Spectral norm: power iteration on an implicit matrix, lists of floats.
import math


def a(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def multiply_av(v, n):
    out = []
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += a(i, j) * v[j]
        out.append(s)
    return out


def multiply_atv(v, n):
    out = []
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += a(j, i) * v[j]
        out.append(s)
    return out


n = 200
u = [1.0] * n
v = []
for _ in range(10):
    v = multiply_atv(multiply_av(u, n), n)
    u = multiply_atv(multiply_av(v, n), n)
vBv = vv = 0.0
for k in range(n):
    vBv += u[k] * v[k]
    vv += v[k] * v[k]
print(math.floor(math.sqrt(vBv / vv) * 1e9))
