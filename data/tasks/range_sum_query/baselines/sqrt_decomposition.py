# Blocks of about sqrt(n) elements with their sums: O(sqrt n) per query (sums of slices of
# at most a block, or of the block sums), O(1) per update; O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int], ops: List[List[int]]) -> List[int]:
        n = len(a)
        block = max(1, math.isqrt(n))
        sums = [sum(a[i:i + block]) for i in range(0, n, block)]
        answer = []
        for t, x, y in ops:
            if t == 1:
                p = x - 1
                sums[p // block] += y - a[p]
                a[p] = y
            else:
                l, r = x - 1, y  # the half-open range a[l:r]
                lb, rb = l // block, (r - 1) // block
                if lb == rb:
                    answer.append(sum(a[l:r]))
                else:
                    answer.append(sum(a[l:(lb + 1) * block]) + sum(sums[lb + 1:rb]) + sum(a[rb * block:r]))
        return answer
