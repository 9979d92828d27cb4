# The fourth list as an open-addressing table (two lists, capacity a power of two >= max(4n,
# 256)) of counts of unmix(t) ^ key(d), the keys of the first three lists
# hashed once, every triple one lookup. O(n^3) time, O(n) extra space.
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
        cap = 256
        while cap < 4 * len(d):
            cap *= 2
        mask = cap - 1
        slot = [0] * cap
        cnt = [0] * cap
        for w in d:
            v = need ^ _key(w)
            i = v & mask
            while cnt[i] and slot[i] != v:
                i = (i + 1) & mask
            slot[i] = v
            cnt[i] += 1
        kb = [_key(y) for y in b]
        kc = [_key(z) for z in c]
        count = 0
        for x in a:
            h1 = _mix((s & M) ^ _key(x))
            for yb in kb:
                h2 = _mix(h1 ^ yb)
                for zc in kc:
                    z = h2 ^ zc
                    z ^= z >> 30
                    z = (z * 0xbf58476d1ce4e5b9) & M
                    z ^= z >> 27
                    z = (z * 0x94d049bb133111eb) & M
                    z ^= z >> 31
                    i = z & mask
                    while cnt[i]:
                        if slot[i] == z:
                            count += cnt[i]
                            break
                        i = (i + 1) & mask
        return count
