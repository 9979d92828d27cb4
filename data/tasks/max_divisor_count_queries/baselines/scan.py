# Count the divisors of every k in [l, r] by trial division (2, then odd p while p * p is at
# most what is left of k): O((r - l) sqrt m) per query, O(1) extra space.
def divisors(k: int) -> int:
    e = 0
    while k % 2 == 0:
        k //= 2
        e += 1
    count = e + 1
    p = 3
    while p * p <= k:
        if k % p == 0:
            e = 0
            while k % p == 0:
                k //= p
                e += 1
            count *= e + 1
        p += 2
    return count * 2 if k > 1 else count


class Solution:
    def solve(self, m: int, queries: List[List[int]]) -> List[int]:
        answer = []
        last = 0
        for x, y in queries:
            l, r = (x + last) % m + 1, (y + last) % m + 1
            if l > r:
                l, r = r, l
            best = 0
            for k in range(l, r + 1):
                c = divisors(k)
                if c > best:
                    best = c
            last = best
            answer.append(last)
        return answer
