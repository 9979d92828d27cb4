# Transitive closure by Floyd-Warshall over rows held as n-bit Python ints: for every k,
# every row that reaches k takes k's row. O(n^2) interpreted steps plus O(n^3 / 64) word
# operations, O(n^2 / 64) words: the memory of the condensation's bitsets, and slower.
class Solution:
    def solve(self, n: int, edges: List[List[int]]) -> int:
        rows = [0] * n
        for u, v in edges:
            rows[u] |= 1 << v
        for k in range(n):
            bit, row_k = 1 << k, rows[k]
            for i in range(n):
                if rows[i] & bit:
                    rows[i] |= row_k
        return sum(row.bit_count() for row in rows) - sum(rows[i] >> i & 1 for i in range(n))
