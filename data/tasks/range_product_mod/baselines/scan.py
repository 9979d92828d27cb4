# Multiply the range out, one modular multiplication per element: O(r - l + 1) per query;
# O(1) extra space besides the answers.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> List[int]:
        MOD = 1_000_000_007
        n = len(a)
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % n, (y + last) % n  # 0-based, inclusive
            product = 1
            for value in itertools.islice(a, l, r + 1):
                product = product * value % MOD
            last = product
            answer.append(product)
        return answer
