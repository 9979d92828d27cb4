# The textbook two-pass solution run on every query's prefix (candy lists from the left and
# from the right): the rescan's O(n) per query with O(n) extra space.
class Solution:
    def solve(self, r: List[int], e: List[int]) -> List[int]:
        m = len(r)
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            left = [1] * n
            for i in range(1, n):
                if r[i] > r[i - 1]:
                    left[i] = left[i - 1] + 1
            right = [1] * n
            for i in range(n - 2, -1, -1):
                if r[i] > r[i + 1]:
                    right[i] = right[i + 1] + 1
            last = sum(max(a, b) for a, b in zip(left, right))
            answer.append(last)
        return answer
