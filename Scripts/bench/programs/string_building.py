# String building: appending pieces, then measuring (a list of parts joined, as
# Python builds strings: `s +=` on a long string is quadratic in CPython here).
parts_out = []
i = 0
while i < 300000:
    parts_out.append("item " + str(i % 100) + ";")
    i += 1
s = "".join(parts_out)
parts = [p for p in s.split(";") if p]
print(len(s), len(parts), parts[12345])
