# The quick-action workload: 200,000 shortcut dicts, filtered, sorted by a
# field and grouped by type.
types = ["NewNote", "EditNote", "Search", "Share", "Scan", "Play", "Pause"]
items = []
i = 0
while i < 200000:
    items.append({"type": types[i % 7], "title": "Item " + str(i), "rank": (i * 7919) % 1000, "favorite": i % 3 == 0})
    i += 1
shown = [item for item in items if item["rank"] < 500 and not item["favorite"]]
ordered = sorted(shown, key=lambda item: item["rank"])
groups = {}
for item in ordered:
    groups[item["type"]] = groups.get(item["type"], 0) + 1
line = str(len(shown)) + " " + ordered[0]["title"]
for t in types:
    line += " " + t + ":" + str(groups.get(t, 0))
print(line)
