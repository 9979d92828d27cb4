# A table of at most 2n values at a time: for a group of up to 2 indices k, the values
# c[k] o d[l] over all l counted in a dict, then every (i, j) value a[i] o b[j] looked up.
# O(n^3) time, O(n) extra space.
class Solution:
    def solve(self, a: List[List[int]], b: List[List[int]], c: List[List[int]],
              d: List[List[int]]) -> int:
        p = 1_000_000_007
        n = len(a)
        count = 0
        for k0 in range(0, n, 2):
            row = {}
            for cx, cy in c[k0:k0 + 2]:
                for dx, dy in d:
                    v = (cx * dx + cy * dy) % p
                    row[v] = row.get(v, 0) + 1
            get = row.get
            for ax, ay in a:
                for bx, by in b:
                    count += get((ax * bx + ay * by) % p, 0)
        return count
