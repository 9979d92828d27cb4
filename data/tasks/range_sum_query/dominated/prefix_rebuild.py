# Prefix sums rebuilt after every update: O(1) per query but O(n) per update, with O(n)
# extra space. Correct, and dominated by the Fenwick tree.
class Solution:
    def solve(self, a: List[int], ops: List[List[int]]) -> List[int]:
        prefix = None
        answer = []
        for t, x, y in ops:
            if t == 1:
                a[x - 1] = y
                prefix = None
            else:
                if prefix is None:
                    prefix = list(itertools.accumulate(a, initial=0))
                answer.append(prefix[y] - prefix[x - 1])
        return answer
