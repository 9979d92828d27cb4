# O(n) per query at C speed (islice walks the list without copying it), O(1) per update;
# O(1) extra space besides the answers.
class Solution:
    def solve(self, a: List[int], ops: List[List[int]]) -> List[int]:
        answer = []
        for t, x, y in ops:
            if t == 1:
                a[x - 1] = y
            else:
                answer.append(sum(itertools.islice(a, x - 1, y)))
        return answer
