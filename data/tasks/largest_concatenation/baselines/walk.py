# The greedy: x goes before y when the digits of x then y read larger than y then x (a total
# preorder; equal pairs are powers of one digit word and concatenate alike in either order).
# The order is walked one class of equal values at a time with constant state: one scan finds
# the first class after the last one written, a second appends the digits of its members
# modulo p. O(n * classes) = O(n^2) time, O(1) extra space.
MOD = 1_000_000_007
P = [1, 10, 100, 1000, 10**4, 10**5, 10**6, 10**7, 10**8, 10**9, 10**10]


class Solution:
    def solve(self, nums: List[int]) -> int:
        n = len(nums)
        acc = 0
        done = 0
        lv = -1
        lp = 1
        while done < n:
            bv = -1
            bp = 1
            for v in nums:
                p = P[len(str(v))]
                if lv >= 0 and lv * p + v <= v * lp + lv:
                    continue
                if bv < 0 or v * bp + bv > bv * p + v:
                    bv = v
                    bp = p
            for v in nums:
                p = P[len(str(v))]
                if v * bp + bv == bv * p + v:
                    acc = (acc * p + v) % MOD
                    done += 1
            lv = bv
            lp = bp
        return acc
