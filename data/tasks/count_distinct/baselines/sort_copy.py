# Sort a copy of the array and count the positions where the value differs from its
# predecessor: O(n log n) time, O(n) extra space (the copy).
class Solution:
    def solve(self, a: List[int]) -> int:
        if not a:
            return 0
        b = sorted(a)
        return 1 + sum(map(operator.ne, b, itertools.islice(b, 1, None)))
