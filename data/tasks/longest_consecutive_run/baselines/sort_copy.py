# Sort a copy and run the run-length DP over it: a value equal to the previous one changes
# nothing, one more than it extends the run, anything else starts a new run.
# O(n log n) time, O(n) extra space.
class Solution:
    def solve(self, a: List[int]) -> int:
        s = sorted(a)
        best = run = 1
        for i in range(1, len(s)):
            d = s[i] - s[i - 1]
            if d == 1:
                run += 1
                if run > best:
                    best = run
            elif d:
                run = 1
        return best
