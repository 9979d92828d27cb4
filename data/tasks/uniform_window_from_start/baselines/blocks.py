import math
import operator

# Blocks of K = sqrt(n) characters, each with its 26 letter counts. A query extends letter
# by letter to the end of its first block, then takes whole blocks while the window with
# the block added stays k-uniform (26 sums each), then goes letter by letter through the
# block where it stops. A window that is not k-uniform never becomes so when extended, so
# the first failing block holds the end. O(n) to build, O(26 n / K + K) per query;
# O(26 sqrt n) extra space.
class Solution:
    def solve(self, s: str, k: int, starts: List[int]) -> int:
        n = len(s)
        size = max(1, math.isqrt(n))
        blocks = (n + size - 1) // size
        bc = []
        for b in range(blocks):
            c = [0] * 26
            for i in range(b * size, min(n, b * size + size)):
                c[ord(s[i]) - 97] += 1
            bc.append(c)
        total = 0
        for l in starts:
            cnt = [0] * 26
            mx = 0
            r = l
            stopped = False
            e = min(n, (l // size + 1) * size)
            while r < e:
                c = ord(s[r]) - 97
                m = cnt[c] + 1
                if m > mx:
                    mx = m
                elif r + 1 - l - mx > k:
                    stopped = True
                    break
                cnt[c] = m
                r += 1
            if not stopped:
                b = r // size
                while r < n:  # r is the first index of block b
                    bb = bc[b]
                    end = min(n, r + size)
                    m = max(map(operator.add, cnt, bb))
                    if end - l - m > k:
                        while True:  # stops inside this block
                            c = ord(s[r]) - 97
                            m = cnt[c] + 1
                            if m > mx:
                                mx = m
                            elif r + 1 - l - mx > k:
                                break
                            cnt[c] = m
                            r += 1
                        break
                    cnt = list(map(operator.add, cnt, bb))
                    mx = m
                    r = end
                    b += 1
            total += r - l
        return total
