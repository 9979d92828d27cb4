# Copies each query's range into a list before factoring every number in it by trial
# division: the scan's time AND O(m) space. Correct, dominated by every baseline.
class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            total = 0
            for k in list(range(l, r + 1)):
                d = 2
                while d * d <= k:
                    if k % d == 0:
                        total += 1
                        while k % d == 0:
                            k //= d
                    d += 1
                if k > 1:
                    total += 1
            last = total
            answer.append(total)
        return answer
