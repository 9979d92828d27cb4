# Every word of k presses in the order of a base-g odometer over its first k - 1 presses,
# keeping the code after each of them; the last press is tried with every button in an inner
# loop. The next prefix increments the last digit that is not g - 1, zeroes the digits after
# it and recomputes only the codes from there. O(g^k) time, O(1) extra space (two lists of at
# most 41 entries).
class Solution:
    def solve(self, buttons: List[List[int]], start: int, target: int, k: int) -> int:
        mask = 0xFFFFFFFF
        if k == 0:
            return 1 if start == target else 0
        g = len(buttons)
        A = [b[0] for b in buttons]
        B = [b[1] for b in buttons]
        R = [b[2] for b in buttons]
        a0, b0, r0 = A[0], B[0], R[0]
        m = k - 1
        v = [start] * k
        d = [0] * m
        for j in range(m):
            x = v[j]
            v[j + 1] = ((x ^ (x >> r0)) * a0 + b0) & mask
        count = 0
        top = g - 1
        while True:
            x = v[m]
            for a, b, r in buttons:
                if ((x ^ (x >> r)) * a + b) & mask == target:
                    count += 1
            j = m - 1
            while j >= 0 and d[j] == top:
                j -= 1
            if j < 0:
                break
            c = d[j] + 1
            d[j] = c
            x = v[j]
            x = ((x ^ (x >> R[c])) * A[c] + B[c]) & mask
            v[j + 1] = x
            for i in range(j + 1, m):
                d[i] = 0
                x = ((x ^ (x >> r0)) * a0 + b0) & mask
                v[i + 1] = x
        return count
