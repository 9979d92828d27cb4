# Meet in the middle: a Counter of the n^2 codes after the first two words, every pair (c, d)
# run backwards from t and looked up. O(n^2) time, O(n^2) extra space.
from collections import Counter

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
        kb = [_key(y) for y in b]
        kc = [_key(z) for z in c]
        left = Counter(_mix(h1 ^ yb) for h1 in (_mix((s & M) ^ _key(x)) for x in a) for yb in kb)
        need = _unmix(t & M)
        count = 0
        get = left.get
        for w in d:
            h3 = _unmix(need ^ _key(w))
            for zc in kc:
                count += get(h3 ^ zc, 0)
        return count
