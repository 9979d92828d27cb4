# Bottom-up segment tree of maxima over a power-of-two number of leaves (built level by
# level at C speed): climb from leaf l until a right sibling holds a value reaching x, then
# descend to its leftmost such leaf: O(log n) per query; O(n) extra space.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        n = len(a)
        size = 1
        while size < n:
            size *= 2
        low = -(1 << 62)
        tree = [low] * size + a + [low] * (size - n)
        width = size // 2
        while width:
            tree[width:2 * width] = map(max, tree[2 * width:4 * width:2], tree[2 * width + 1:4 * width:2])
            width //= 2
        total = 0
        for l, x in queries:
            node = size + l - 1
            if tree[node] < x:
                while node > 1 and (node & 1 or tree[node + 1] < x):
                    node >>= 1
                if node == 1:
                    total += n + 1
                    continue
                node += 1
                while node < size:
                    node *= 2
                    if tree[node] < x:
                        node += 1
            total += node - size + 1
        return total
