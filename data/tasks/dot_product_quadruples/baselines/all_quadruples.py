# Every quadruple: for each (i, j) the value t = a[i] o b[j], then every (k, l) pair's value
# computed and compared with it. O(n^4) time, O(1) extra space.
class Solution:
    def solve(self, a: List[List[int]], b: List[List[int]], c: List[List[int]],
              d: List[List[int]]) -> int:
        p = 1_000_000_007
        count = 0
        for ax, ay in a:
            for bx, by in b:
                t = (ax * bx + ay * by) % p
                for cx, cy in c:
                    for dx, dy in d:
                        if (cx * dx + cy * dy) % p == t:
                            count += 1
        return count
