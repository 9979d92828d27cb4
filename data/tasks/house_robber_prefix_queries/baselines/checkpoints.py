# One pass of the recurrence f(i) = max(f(i - 1), f(i - 2) + a_i) keeping the pair
# (f(jB - 1), f(jB)) at every multiple of B = isqrt(n); a query resumes from the checkpoint
# at or below its i: O(n) once and O(sqrt n) per query; O(sqrt n) extra space besides the
# answers.
class Solution:
    def solve(self, a: List[int], e: List[int]) -> List[int]:
        n = len(a)
        block = max(1, math.isqrt(n))
        previous = [0] * (n // block + 1)
        current = [0] * (n // block + 1)
        before = best = 0
        for k in range(1, n + 1):
            take = before + a[k - 1]
            before = best
            if take > best:
                best = take
            if k % block == 0:
                previous[k // block] = before
                current[k // block] = best
        answer = []
        last = 0
        for code in e:
            i = (code + last) % n + 1
            j = i // block
            before = previous[j]
            best = current[j]
            for k in range(j * block, i):
                take = before + a[k]
                before = best
                if take > best:
                    best = take
            last = best
            answer.append(last)
        return answer
