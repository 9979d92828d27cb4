# The farthest reach of every start, right to left, with the suffix's runs of reachable
# indices on a stack of [first index, farthest reach]: the run of s swallows every run that
# begins within its reach. O(n) to build, O(1) per query; O(n) extra space.
class Solution:
    def solve(self, a: List[int], starts: List[int]) -> int:
        n = len(a)
        reach = [0] * n
        runs = []
        for s in range(n - 1, -1, -1):
            r = min(s + a[s], n - 1)
            while runs and runs[-1][0] <= r:
                r = max(r, runs.pop()[1])
            runs.append((s, r))
            reach[s] = r
        return sum(reach[s] for s in starts)
