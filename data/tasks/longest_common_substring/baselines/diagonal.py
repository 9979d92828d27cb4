# Every common substring lies on one diagonal of the n x m comparison table (a fixed offset
# j - i): walk each diagonal once with zip over two islices (no copies), keeping the length
# of the current run of equal letters. O(n m) time, O(1) extra space.
class Solution:
    def solve(self, a: str, b: str) -> int:
        n, m = len(a), len(b)
        best = 0
        for d in range(-(n - 1), m):  # index in b - index in a
            run = 0
            for x, y in zip(itertools.islice(a, max(0, -d), None), itertools.islice(b, max(0, d), None)):
                if x == y:
                    run += 1
                    if run > best:
                        best = run
                else:
                    run = 0
        return best
