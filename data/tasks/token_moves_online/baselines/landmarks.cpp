// Landmarks: the cells that are multiples of B (B the largest power of two with B * B <= n), about sqrt n
// of them. One pass walks from every landmark to the next landmark on its cycle (each cycle
// that holds a landmark is walked once in total), then the landmarks of each cycle are
// listed in cycle order with their distance from the cycle's first landmark and the
// cycle's length. A query walks from x to the next landmark (or around a short cycle that
// holds none), computes the target's distance along the cycle, binary-searches the last
// landmark before it and walks the rest. For a random permutation the gaps between
// landmarks average B cells: O(n + q sqrt n) expected time; O(sqrt n) extra space.
class Solution {
public:
    void solve(const vector<int>& p, const vector<int>& a, const vector<long long>& t, vector<int>& answer) {
        int n = p.size();
        int B = 1;
        while (4LL * B * B <= n) B <<= 1;      // the largest power of two with B * B <= n
        const int mask = B - 1;
        int m = (n + B - 1) / B;               // landmark k is cell k * B
        vector<int> nextL(m), gap(m), pos(m, -1), slot(m), cycFirst(m), cycCount(m), cycLen(m), order(m);
        for (int k = 0; k < m; ++k) {
            int y = p[k * B], d = 1;
            while (y & mask) { y = p[y]; ++d; }
            nextL[k] = y / B;
            gap[k] = d;
        }
        int used = 0;
        for (int k = 0; k < m; ++k) {
            if (pos[k] != -1) continue;
            int begin = used, d = 0, j = k;
            do { pos[j] = d; slot[j] = used; order[used++] = j; d += gap[j]; j = nextL[j]; } while (j != k);
            for (int s = begin; s < used; ++s) { cycFirst[s] = begin; cycCount[s] = used - begin; cycLen[s] = d; }
        }
        int last = 0;
        for (size_t i = 0; i < a.size(); ++i) {
            int x = (int)((a[i] + last) % n);
            int y = x, d = 0;
            bool none = false;
            while (y & mask) {
                y = p[y];
                ++d;
                if (y == x) { none = true; break; }
            }
            int res;
            if (none) {                          // a cycle of d cells without a landmark
                int r = (int)(t[i] % d);
                res = x;
                while (r-- > 0) res = p[res];
            } else {
                int s = slot[y / B], b = cycFirst[s], cnt = cycCount[s], len = cycLen[s];
                long long target = ((long long)pos[y / B] - d + len + t[i] % len) % len;
                int lo = b, hi = b + cnt - 1;    // last landmark of the cycle with pos <= target
                while (lo < hi) {
                    int mid = (lo + hi + 1) / 2;
                    if (pos[order[mid]] <= target) lo = mid; else hi = mid - 1;
                }
                int r = (int)(target - pos[order[lo]]);
                res = order[lo] * B;
                while (r-- > 0) res = p[res];
            }
            answer.push_back(res);
            last = res;
        }
    }
};
