# Two pointers over all starts (LeetCode 424's sliding window, kept exact): letter counts
# and the largest count of the window [l, r); r only moves right as l grows, since a
# window's sub-windows stay k-uniform. Each start's length goes into a table.
# O(26 n) to build, O(1) per query; O(n) extra space.
class Solution:
    def solve(self, s: str, k: int, starts: List[int]) -> int:
        n = len(s)
        length = [0] * n
        cnt = [0] * 26
        mx = 0
        r = 0
        for l in range(n):
            while r < n:
                c = ord(s[r]) - 97
                m = cnt[c] + 1
                if m > mx:
                    mx = m
                elif r + 1 - l - mx > k:
                    break
                cnt[c] = m
                r += 1
            length[l] = r - l
            c = ord(s[l]) - 97
            if cnt[c] == mx:
                cnt[c] -= 1
                mx = max(cnt)
            else:
                cnt[c] -= 1
        return sum(length[l] for l in starts)
