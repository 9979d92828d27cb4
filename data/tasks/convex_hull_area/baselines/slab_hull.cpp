// Slabs of s = max(512, sqrt n) points in (x, Y) order, O(s) extra space. Each chain (the
// upper hull, then the upper hull of the points mirrored in y) is walked left to right
// from its last known vertex p:
//   1. one scan selects the s smallest keys after p (the slab S; a key packs (x, Y) into 64
//      bits so that its order is the lexicographic one) in a buffer of 2s keys that
//      nth_element cuts back to s whenever it fills: O(n) per scan in any order;
//   2. the upper hull C = v_0 = p, v_1, ..., v_m of {p} and S, by the monotone chain;
//   3. one scan over the points R after the slab cuts C: a point r of R hides v_j when it
//      lies on or above the line of the edge v_{j-1} v_j, and for r right of C the hidden
//      vertices are a suffix (the edge lines, evaluated at r.x, decrease along a concave
//      chain), found by binary search; vertices before the first hidden one are vertices of
//      the whole hull (p is, and points before p cannot hide anything after it);
//   4. the kept vertices add their trapezoids; if C was cut, one gift-wrapping step from the
//      last kept vertex finds the next vertex, which lies in R. Either way the next slab
//      starts after S, so a chain takes O(n / s) rounds of O(n) scans (plus O(log s) per
//      point that cuts C, rare: the cut only moves left).
// O(n^2 / s) = O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
    static constexpr long long CM = 100000000;  // largest coordinate
    const int* xs;
    const int* ys;
    int n;
    long long sgn;

    long long key(int i) const {
        long long yy = sgn > 0 ? ys[i] : CM - ys[i];
        return ((long long)xs[i] << 32) | yy;
    }
    long long kx(long long k) const { return k >> 32; }
    long long ky(long long k) const {
        long long lo = k & 0xffffffffLL;
        return sgn > 0 ? lo : lo - CM;
    }
    // (b - a) x (c - a) in (x, Y): > 0 when c lies above the line a -> b (a before b)
    long long cross(long long a, long long b, long long c) const {
        long long ax = kx(a), ay = ky(a);
        return (kx(b) - ax) * (ky(c) - ay) - (ky(b) - ay) * (kx(c) - ax);
    }
    long long trap(long long a, long long b) const { return (kx(b) - kx(a)) * (ky(a) + ky(b)); }

    long long chain(vector<long long>& buf, vector<long long>& ch, size_t s) {
        long long yoff = sgn > 0 ? 0 : CM, ysg = sgn;
        long long p = key(0);
        for (int i = 1; i < n; ++i) p = min(p, key(i));
        long long sum = 0;
        while (true) {
            // the s smallest keys after p: a buffer of 2s keys, cut back to its s smallest
            // (nth_element) whenever it fills, so a scan costs O(n) in any input order
            buf.clear();
            long long top = LLONG_MAX;  // keys >= top are not among the s smallest
            for (int i = 0; i < n; ++i) {
                long long k = ((long long)xs[i] << 32) | (yoff + ysg * ys[i]);
                if (k <= p || k >= top) continue;
                buf.push_back(k);
                if (buf.size() == 2 * s) {
                    nth_element(buf.begin(), buf.begin() + (s - 1), buf.end());
                    buf.resize(s);
                    top = buf[s - 1];
                }
            }
            if (buf.empty()) break;
            sort(buf.begin(), buf.end());
            if (buf.size() > s) buf.resize(s);
            long long slab_max = buf.back(), sx = kx(slab_max), sy = ky(slab_max);
            ch.clear();
            ch.push_back(p);
            for (long long k : buf) {
                if (k == ch.back()) continue;
                while (ch.size() >= 2 && cross(ch[ch.size() - 2], ch.back(), k) >= 0) ch.pop_back();
                ch.push_back(k);
            }
            size_t cut = ch.size() - 1;  // last vertex kept
            // r hides ch[cut] when it lies on or above the line a -> b of the edge into it
            long long ax = kx(ch[cut - 1]), ay = ky(ch[cut - 1]);
            long long ex = kx(ch[cut]) - ax, ey = ky(ch[cut]) - ay;
            for (int i = 0; i < n && cut > 0; ++i) {
                long long rx = xs[i], ry = sgn * ys[i];
                if (rx < sx || (rx == sx && ry <= sy)) continue;  // not after the slab
                if (ex * (ry - ay) - ey * (rx - ax) < 0) continue;
                long long r = key(i);
                size_t lo = 1, hi = cut;  // smallest j with r on or above edge j
                while (lo < hi) {
                    size_t mid = (lo + hi) / 2;
                    if (cross(ch[mid - 1], ch[mid], r) >= 0) hi = mid; else lo = mid + 1;
                }
                cut = lo - 1;
                if (cut > 0) {
                    ax = kx(ch[cut - 1]), ay = ky(ch[cut - 1]);
                    ex = kx(ch[cut]) - ax, ey = ky(ch[cut]) - ay;
                }
            }
            for (size_t j = 1; j <= cut; ++j) sum += trap(ch[j - 1], ch[j]);
            if (cut == ch.size() - 1) {
                p = ch.back();
                continue;
            }
            long long c = ch[cut], q = -1;  // one gift-wrapping step from c
            for (int i = 0; i < n; ++i) {
                long long k = key(i);
                if (k <= c) continue;
                if (q < 0) { q = k; continue; }
                long long cr = cross(c, q, k);
                if (cr > 0 || (cr == 0 && k > q)) q = k;
            }
            sum += trap(c, q);
            p = q;
        }
        return sum;
    }

public:
    long long solve(const vector<int>& x, const vector<int>& y) {
        xs = x.data();
        ys = y.data();
        n = (int)x.size();
        size_t s = max((size_t)512, (size_t)sqrt((double)n));
        vector<long long> buf, ch;
        buf.reserve(2 * s);
        ch.reserve(s + 1);
        sgn = 1;
        long long upper = chain(buf, ch, s);
        sgn = -1;
        return upper + chain(buf, ch, s);
    }
};
