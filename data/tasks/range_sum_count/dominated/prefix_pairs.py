# Every pair of prefix sums from a list of them: O(n^2) time like the running sums, but
# O(n) extra space for the prefix sums; dominated by both baselines.
class Solution:
    def solve(self, a: List[int], lo: int, hi: int) -> int:
        p = [0]
        for x in a:
            p.append(p[-1] + x)
        count = 0
        for i in range(len(p)):
            pi = p[i]
            for j in range(i + 1, len(p)):
                if lo <= p[j] - pi <= hi:
                    count += 1
        return count
