# Slice each substring and compare it with its reverse: O(r - l) time and O(r - l) extra
# space per query (two copies), so it is no faster than the scan and needs up to 2n bytes.
class Solution:
    def solve(self, s: str, queries: List[List[int]]) -> int:
        count = 0
        for l, r in queries:
            part = s[l : r + 1]
            if part == part[::-1]:
                count += 1
        return count
