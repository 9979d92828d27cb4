# A scan per query: from the start, count each letter and the largest count, extending the
# window while its length minus the largest count stays within k. O(window length) per
# query, O(n) in the worst case; O(1) extra space (26 counters).
class Solution:
    def solve(self, s: str, k: int, starts: List[int]) -> int:
        n = len(s)
        total = 0
        for l in starts:
            cnt = [0] * 26
            mx = 0
            r = l
            while r < n:
                c = ord(s[r]) - 97
                m = cnt[c] + 1
                if m > mx:
                    mx = m
                elif r + 1 - l - mx > k:
                    break
                cnt[c] = m
                r += 1
            total += r - l
        return total
