# A set of the paths; each folder looks up its path up to every '/' after the first
# character (the LeetCode form). O(n L^2) time (slices), O(n) extra space.
class Solution:
    def solve(self, folders: List[str]) -> int:
        paths = set(folders)
        kept = 0
        for f in folders:
            if not any(f[:k] in paths for k in range(1, len(f)) if f[k] == "/"):
                kept += 1
        return kept
