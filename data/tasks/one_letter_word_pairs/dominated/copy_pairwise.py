# The pairwise comparison over a copy of the list: O(n^2 L) time, O(n) extra space.
class Solution:
    def solve(self, words: List[str]) -> int:
        w = [x + "" for x in words]
        w = [list(x) for x in w]
        n = len(w)
        total = 0
        for i in range(n):
            a = w[i]
            for j in range(i + 1, n):
                diff = 0
                for x, y in zip(a, w[j]):
                    if x != y:
                        diff += 1
                        if diff > 1:
                            break
                if diff == 1:
                    total += 1
        return total
