# Pairwise two-pointer merges. The answer is the sum of all values plus, over every unordered
# pair of elements, the larger of the two. Inside one sorted list the j-th element (0-based)
# is the larger of j pairs; across lists i < i2 one two-pointer merge counts, for each element
# taken, the elements of the other list taken before it; a leftover tail is larger than the
# whole other list. O(N k) time, O(1) extra space.
from itertools import islice


class Solution:
    def solve(self, lists: List[List[int]]) -> int:
        k = len(lists)
        total = 0
        for i in range(k):
            a = lists[i]
            la = len(a)
            if la == 0:
                continue
            j = 0
            for x in a:
                j += 1
                total += x * j
            for i2 in range(i + 1, k):
                b = lists[i2]
                lb = len(b)
                if lb == 0:
                    continue
                p = q = 0
                x = a[0]
                y = b[0]
                while True:
                    if x <= y:
                        total += x * q
                        p += 1
                        if p == la:
                            break
                        x = a[p]
                    else:
                        total += y * p
                        q += 1
                        if q == lb:
                            break
                        y = b[q]
                if p < la:
                    total += sum(islice(a, p, None)) * lb
                else:
                    total += sum(islice(b, q, None)) * la
        return total
