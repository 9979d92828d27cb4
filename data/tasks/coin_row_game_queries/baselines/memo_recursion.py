# Full table, top-down: the game's recursion memoised with functools.cache (the common
# Python form of LeetCode 486/877), F(i, j) = S(i, j) - min(F(i+1, j), F(i, j-1)), every
# interval cached once; a query adds up F(l, l..r). Recursion depth at most n.
# O(n^2 + q n) time, O(n^2) extra space.
import functools


class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> List[int]:
        n = len(a)
        prefix = [0] * (n + 1)
        for i in range(n):
            prefix[i + 1] = prefix[i] + a[i]

        @functools.cache
        def best(i: int, j: int) -> int:
            if i == j:
                return a[i]
            return prefix[j + 1] - prefix[i] - min(best(i + 1, j), best(i, j - 1))

        answer = []
        last = 0
        for u, v in queries:
            l, r = (u + last) % n, (v + last) % n
            if l > r:
                l, r = r, l
            last = sum(best(l, c) for c in range(l, r + 1))
            answer.append(last)
        return answer
