# Two pointers over all starts with a count per letter and the number of the first k
# letters present: as l grows, the end of its shortest covering window never moves left,
# so one sweep finds every start's length, stored in a table.
# O(n) to build, O(1) per query; O(n) extra space.
class Solution:
    def solve(self, s: str, k: int, starts: List[int]) -> int:
        n = len(s)
        index = {chr(97 + c): c for c in range(k)}
        cnt = [0] * k
        length = [0] * n
        have = 0
        r = 0
        for l in range(n):
            while r < n and have < k:
                c = index.get(s[r], -1)
                if c >= 0:
                    if cnt[c] == 0:
                        have += 1
                    cnt[c] += 1
                r += 1
            if have == k:
                length[l] = r - l
            c = index.get(s[l], -1)
            if c >= 0:
                cnt[c] -= 1
                if cnt[c] == 0:
                    have -= 1
        return sum(length[l] for l in starts)
