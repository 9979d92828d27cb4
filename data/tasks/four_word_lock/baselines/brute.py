# Every quadruple, O(1) extra space: the code after three words is carried down the loops and
# each word of the fourth list is hashed again for every triple. O(n^4 L) time, O(1) space.
M = (1 << 64) - 1


def _key(w):
    h = 14695981039346656037
    for ch in w.encode():
        h = ((h ^ ch) * 1099511628211) & M
    return h


def _mix(z):
    z ^= z >> 30
    z = (z * 0xbf58476d1ce4e5b9) & M
    z ^= z >> 27
    z = (z * 0x94d049bb133111eb) & M
    return z ^ (z >> 31)


def _unxs(z, k):
    x = z
    for _ in range(64 // k + 1):
        x = z ^ (x >> k)
    return x


def _unmix(z):
    z = _unxs(z, 31)
    z = (z * pow(0x94d049bb133111eb, -1, 1 << 64)) & M
    z = _unxs(z, 27)
    z = (z * pow(0xbf58476d1ce4e5b9, -1, 1 << 64)) & M
    return _unxs(z, 30)


class Solution:
    def solve(self, a: List[str], b: List[str], c: List[str], d: List[str], s: int, t: int) -> int:
        need = _unmix(t & M)
        count = 0
        for x in a:
            h1 = _mix((s & M) ^ _key(x))
            for y in b:
                h2 = _mix(h1 ^ _key(y))
                for z in c:
                    h3 = _mix(h2 ^ _key(z)) ^ need
                    for w in d:
                        h = 14695981039346656037
                        for ch in w.encode():
                            h = ((h ^ ch) * 1099511628211) & M
                        if h == h3:
                            count += 1
        return count
