# Copies the array, then the pairwise first-occurrence scan over the copy:
# O(n^2) time AND O(n) space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        b = list(a)
        count = 0
        for i, x in enumerate(b):
            if b.index(x) != i:
                continue
            if k == 0:
                if b.count(x) > 1:
                    count += 1
            elif x + k in b:
                count += 1
        return count
