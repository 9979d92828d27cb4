# The common form (LeetCode 1898's): binary search on the answer j; each check puts the first
# j deleted positions in a set and matches p greedily over the letters of s whose position
# is not in it. O((n + k) log k) time, O(n) extra space.
class Solution:
    def solve(self, s: str, p: str, removable: List[int]) -> int:
        m = len(p)
        good, bad = 0, len(removable) + 1  # j = good keeps p a subsequence, j = bad does not
        while bad - good > 1:
            j = (good + bad) // 2
            gone = set(removable[:j])
            at, want = 0, p[0]
            for i, c in enumerate(s):
                if c == want and i not in gone:
                    at += 1
                    if at == m:
                        break
                    want = p[at]
            if at == m:
                good = j
            else:
                bad = j
        return good
