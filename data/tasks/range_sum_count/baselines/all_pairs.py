# Every subarray: running sums from each start (accumulate over an islice, no copies):
# O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int], lo: int, hi: int) -> int:
        count = 0
        for i in range(len(a)):
            for s in itertools.accumulate(itertools.islice(a, i, None)):
                if lo <= s <= hi:
                    count += 1
        return count
