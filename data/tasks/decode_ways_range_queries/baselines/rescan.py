# Each query runs the decode-ways recurrence over its range from scratch:
# ways(l..k) = [s_k != '0'] ways(l..k-1) + [s_{k-1} s_k is a code 10..26] ways(l..k-2),
# with ways of the empty range 1. O(r - l) per query, O(q n) in all, O(1) extra space
# (beyond the returned answers).
MOD = 10**9 + 7


class Solution:
    def solve(self, s: str, x: List[int], y: List[int]) -> List[int]:
        n = len(s)
        answer = []
        last = 0
        for xi, yi in zip(x, y):
            l, r = (xi + last) % n, (yi + last) % n
            if l > r:
                l, r = r, l
            before = s[l]
            cur, prev = (0 if before == "0" else 1), 1
            for k in range(l + 1, r + 1):
                c = s[k]
                nxt = 0 if c == "0" else cur
                if before == "1" or (before == "2" and c <= "6"):
                    nxt += prev
                    if nxt >= MOD:
                        nxt -= MOD
                prev, cur, before = cur, nxt, c
            answer.append(cur)
            last = cur
        return answer
