# Products of blocks of about sqrt(n) elements: a query multiplies at most two partial blocks
# element by element and the whole blocks between them: O(sqrt n) per query;
# O(sqrt n) extra space besides the answers (the slices copy at most a block).
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> List[int]:
        MOD = 1_000_000_007
        n = len(a)
        block = max(1, math.isqrt(n))
        blocks = []
        for start in range(0, n, block):
            product = 1
            for value in a[start:start + block]:
                product = product * value % MOD
            blocks.append(product)
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % n, (y + last) % n  # 0-based, inclusive
            lb, rb = l // block, r // block
            product = 1
            if lb == rb:
                for value in a[l:r + 1]:
                    product = product * value % MOD
            else:
                for value in a[l:(lb + 1) * block]:
                    product = product * value % MOD
                for value in blocks[lb + 1:rb]:
                    product = product * value % MOD
                for value in a[rb * block:r + 1]:
                    product = product * value % MOD
            last = product
            answer.append(product)
        return answer
