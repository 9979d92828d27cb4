# Each query runs the recurrence f(i) = max(f(i - 1), f(i - 2) + a_i) from the first house up
# to its i, keeping the last two values: O(i) per query, O(q n) in all; O(1) extra space
# besides the answers.
class Solution:
    def solve(self, a: List[int], e: List[int]) -> List[int]:
        n = len(a)
        answer = []
        last = 0
        for code in e:
            i = (code + last) % n + 1
            before = best = 0
            for k in range(i):
                take = before + a[k]
                before = best
                if take > best:
                    best = take
            last = best
            answer.append(last)
        return answer
