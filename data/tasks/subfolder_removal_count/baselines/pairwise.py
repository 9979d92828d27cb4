# Every folder against every other: removed when some shorter g with f[len(g)] == '/'
# begins it. O(n^2 L) time, O(1) extra space.
class Solution:
    def solve(self, folders: List[str]) -> int:
        kept = 0
        for f in folders:
            lf = len(f)
            for g in folders:
                lg = len(g)
                if lg < lf and f[lg] == "/" and f.startswith(g):
                    break
            else:
                kept += 1
        return kept
