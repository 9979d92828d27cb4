# The pair loop over a copy of the list: O(n^2 L) time, O(n) extra space.
class Solution:
    def solve(self, folders: List[str]) -> int:
        copy = list(folders)
        kept = 0
        for f in copy:
            lf = len(f)
            for g in copy:
                lg = len(g)
                if lg < lf and f[lg] == "/" and f.startswith(g):
                    break
            else:
                kept += 1
        return kept
