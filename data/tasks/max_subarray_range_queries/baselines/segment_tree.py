# Iterative (bottom-up) segment tree over 2n nodes kept as four lists (sum, best prefix,
# best suffix, best run of each node's range). A query folds the left side's nodes in
# order and the right side's in reverse order (the combination is not commutative), then
# joins the two: O(n) build, O(log n) per query; O(n) extra space.
class Solution:
    def solve(self, a: List[int], queries: List[List[int]]) -> int:
        n = len(a)
        none = -(1 << 62)
        total_of = [0] * n + a
        prefix_of = total_of[:]
        suffix_of = total_of[:]
        best_of = total_of[:]
        for i in range(n - 1, 0, -1):
            x, y = 2 * i, 2 * i + 1
            sx, sy = total_of[x], total_of[y]
            total_of[i] = sx + sy
            p = sx + prefix_of[y]
            prefix_of[i] = prefix_of[x] if prefix_of[x] > p else p
            s = sy + suffix_of[x]
            suffix_of[i] = suffix_of[y] if suffix_of[y] > s else s
            b = best_of[x] if best_of[x] > best_of[y] else best_of[y]
            c = suffix_of[x] + prefix_of[y]
            best_of[i] = b if b > c else c
        total = 0
        for l, r in queries:
            left_suffix = left_best = right_prefix = right_best = none
            l += n - 1
            r += n
            while l < r:
                if l & 1:
                    if best_of[l] > left_best:
                        left_best = best_of[l]
                    c = left_suffix + prefix_of[l]
                    if c > left_best:
                        left_best = c
                    c = left_suffix + total_of[l]
                    left_suffix = suffix_of[l] if suffix_of[l] > c else c
                    l += 1
                if r & 1:
                    r -= 1
                    if best_of[r] > right_best:
                        right_best = best_of[r]
                    c = suffix_of[r] + right_prefix
                    if c > right_best:
                        right_best = c
                    c = total_of[r] + right_prefix
                    right_prefix = prefix_of[r] if prefix_of[r] > c else c
                l >>= 1
                r >>= 1
            best = left_best if left_best > right_best else right_best
            if left_suffix + right_prefix > best:
                best = left_suffix + right_prefix
            total += best
        return total
