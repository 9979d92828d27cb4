# Dominated: the final code of every quadruple in a list, then counted: O(n^4) time and space.
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


class Solution:
    def solve(self, a: List[str], b: List[str], c: List[str], d: List[str], s: int, t: int) -> int:
        codes = []
        for x in a:
            h1 = _mix((s & M) ^ _key(x))
            for y in b:
                h2 = _mix(h1 ^ _key(y))
                for z in c:
                    h3 = _mix(h2 ^ _key(z))
                    for w in d:
                        codes.append(_mix(h3 ^ _key(w)))
        return codes.count(t & M)
