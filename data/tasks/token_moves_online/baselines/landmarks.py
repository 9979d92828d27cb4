# Landmarks: the cells that are multiples of B (B the largest power of two with B * B <= n). One pass walks
# from every landmark to the next landmark on its cycle; then the landmarks of each cycle
# are listed in cycle order with their distance from the cycle's first landmark. A query
# walks from x to the next landmark (or around a short cycle holding none), finds the last
# landmark before the target by bisection and walks the rest. O(n + q sqrt n) expected time
# for a random permutation; O(sqrt n) extra space besides the answers.
from bisect import bisect_right


class Solution:
    def solve(self, p: List[int], a: List[int], t: List[int]) -> List[int]:
        n = len(p)
        B = 1
        while 4 * B * B <= n:     # the largest power of two with B * B <= n
            B *= 2
        mask = B - 1
        m = (n + B - 1) // B
        next_l = [0] * m
        gap = [0] * m
        for k in range(m):
            y = p[k * B]
            d = 1
            while y & mask:
                y = p[y]
                d += 1
            next_l[k] = y // B
            gap[k] = d
        pos = [-1] * m          # distance of landmark k from its cycle's first landmark
        cycle = [None] * m      # landmark k -> (positions, landmarks, length) of its cycle
        for k in range(m):
            if pos[k] != -1:
                continue
            positions = []
            marks = []
            d = 0
            j = k
            while True:
                pos[j] = d
                positions.append(d)
                marks.append(j)
                d += gap[j]
                j = next_l[j]
                if j == k:
                    break
            info = (positions, marks, d)
            for j in marks:
                cycle[j] = info
        answer = []
        last = 0
        for ai, ti in zip(a, t):
            x = (ai + last) % n
            y = x
            d = 0
            while y & mask:
                y = p[y]
                d += 1
                if y == x:
                    break
            if y & mask:                     # a cycle of d cells without a landmark
                for _ in range(ti % d):
                    y = p[y]
            else:
                k = y // B
                positions, marks, size = cycle[k]
                target = (pos[k] - d + ti) % size
                i = bisect_right(positions, target) - 1
                y = marks[i] * B
                for _ in range(target - positions[i]):
                    y = p[y]
            answer.append(y)
            last = y
        return answer
