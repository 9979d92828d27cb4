# omega(k) of every k of each range by trial division (2, then odd d while d * d <= what
# is left; a remainder above 1 is one more prime): O((r - l) sqrt m) per query, O(1) extra
# space besides the answers.
def omega(k: int) -> int:
    count = 0
    if k % 2 == 0:
        count = 1
        while k % 2 == 0:
            k //= 2
    d = 3
    while d * d <= k:
        if k % d == 0:
            count += 1
            while k % d == 0:
                k //= d
        d += 2
    return count + (1 if k > 1 else 0)


class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            total = 0
            for k in range(l, r + 1):
                total += omega(k)
            last = total
            answer.append(total)
        return answer
