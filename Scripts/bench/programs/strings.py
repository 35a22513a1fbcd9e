# Build 200,000 interpolated strings and join them.
parts = []
i = 0
while i < 200_000:
    parts.append(f"note {i}: {i * 2}")
    i += 1
text = ",".join(parts)
print(len(text))
