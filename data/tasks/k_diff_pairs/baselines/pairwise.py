# For each position i holding the first occurrence of its value (list.index finds no
# earlier copy), one scan looks for a_i + k (k > 0) or a second copy (k = 0), each scan
# a C-level list.index / list.count / `in`. O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        count = 0
        for i, x in enumerate(a):
            if a.index(x) != i:
                continue
            if k == 0:
                if a.count(x) > 1:
                    count += 1
            elif x + k in a:
                count += 1
        return count
