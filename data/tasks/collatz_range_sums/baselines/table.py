# T(i) for every i <= m, each trajectory walked only until it drops below its start and
# finished from the table (T(i) = steps + T(below)), then turned into prefix sums in place:
# O(m) once, O(1) per query; O(m) extra space.
class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        prefix = [0] * (m + 1)
        for i in range(2, m + 1):
            x, count = i, 0
            while x >= i:
                x = 3 * x + 1 if x & 1 else x >> 1
                count += 1
            prefix[i] = count + prefix[x]
        for i in range(1, m + 1):
            prefix[i] += prefix[i - 1]
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            last = prefix[r] - prefix[l - 1]
            answer.append(last)
        return answer
