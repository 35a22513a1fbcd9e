# Binary trees: allocate and walk many small trees of class nodes.
class Node:
    __slots__ = ("left", "right")

    def __init__(self, left, right):
        self.left = left
        self.right = right

    def check(self):
        if self.left is not None and self.right is not None:
            return 1 + self.left.check() + self.right.check()
        return 1


def make(depth):
    if depth == 0:
        return Node(None, None)
    return Node(make(depth - 1), make(depth - 1))


max_depth = 14
long_lived = make(max_depth)
total = 0
depth = 4
while depth <= max_depth:
    iterations = 1
    k = 0
    while k < max_depth - depth + 4:
        iterations *= 2
        k += 1
    i = 0
    while i < iterations:
        total += make(depth).check()
        i += 1
    depth += 2
print(total, long_lived.check())
