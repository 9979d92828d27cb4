// Middles in blocks of B = max(512, sqrt n) positions; the block's distinct values sorted in
// a buffer d[0..m) (a sentinel above 10^9 after them). One scan of the elements outside the
// block binary-searches each value x among them (branch-free, four searches interleaved):
// p = #{d < x}, and q = p + [d[p] == x] = #{d <= x}. Histograms of q and of p, over the
// elements before the block and over all outside it, summed into prefix counts, give for a
// middle of value d[r]: smaller before = #{before: q <= r}, larger before =
// #{before: p > r}, and the same over all outside elements, hence after the block by
// subtraction; pairs inside the block are counted by a direct scan of it.
// O((n / B + 1) n log B + n B) time, O(sqrt n) extra space (five int arrays of B + 1).
class Solution {
    static size_t lower(const int* d, size_t m, int x) {
        const int* base = d;
        for (size_t len = m; len > 1;) {
            size_t half = len / 2;
            base = base[half] < x ? base + half : base;
            len -= half;
        }
        return (base - d) + (*base < x);
    }

    // Histograms of q and p over xs[0..count).
    static void scan(const int* xs, size_t count, const int* d, size_t m, int* q, int* p) {
        size_t i = 0;
        for (; i + 4 <= count; i += 4) {
            int x0 = xs[i], x1 = xs[i + 1], x2 = xs[i + 2], x3 = xs[i + 3];
            const int *b0 = d, *b1 = d, *b2 = d, *b3 = d;
            for (size_t len = m; len > 1;) {
                size_t half = len / 2;
                b0 = b0[half] < x0 ? b0 + half : b0;
                b1 = b1[half] < x1 ? b1 + half : b1;
                b2 = b2[half] < x2 ? b2 + half : b2;
                b3 = b3[half] < x3 ? b3 + half : b3;
                len -= half;
            }
            size_t p0 = (b0 - d) + (*b0 < x0), p1 = (b1 - d) + (*b1 < x1);
            size_t p2 = (b2 - d) + (*b2 < x2), p3 = (b3 - d) + (*b3 < x3);
            q[p0 + (d[p0] == x0)]++, p[p0]++;
            q[p1 + (d[p1] == x1)]++, p[p1]++;
            q[p2 + (d[p2] == x2)]++, p[p2]++;
            q[p3 + (d[p3] == x3)]++, p[p3]++;
        }
        for (; i < count; ++i) {
            size_t pi = lower(d, m, xs[i]);
            q[pi + (d[pi] == xs[i])]++, p[pi]++;
        }
    }

public:
    long long solve(const vector<int>& a) {
        size_t n = a.size();
        size_t cap = max((size_t)512, (size_t)sqrt((double)n));
        vector<int> d(cap + 1), q_before(cap + 1), p_before(cap + 1), q_all(cap + 1), p_all(cap + 1);
        long long teams = 0;
        for (size_t from = 0; from < n; from += cap) {
            size_t len = min(cap, n - from), to = from + len;
            copy(a.begin() + from, a.begin() + to, d.begin());
            sort(d.begin(), d.begin() + len);
            size_t m = unique(d.begin(), d.begin() + len) - d.begin();
            d[m] = INT_MAX;
            fill(q_before.begin(), q_before.begin() + m + 1, 0);
            fill(p_before.begin(), p_before.begin() + m + 1, 0);
            scan(a.data(), from, d.data(), m, q_before.data(), p_before.data());
            copy(q_before.begin(), q_before.begin() + m + 1, q_all.begin());
            copy(p_before.begin(), p_before.begin() + m + 1, p_all.begin());
            scan(a.data() + to, n - to, d.data(), m, q_all.data(), p_all.data());
            for (size_t r = 1; r <= m; ++r) {
                q_before[r] += q_before[r - 1];
                p_before[r] += p_before[r - 1];
                q_all[r] += q_all[r - 1];
                p_all[r] += p_all[r - 1];
            }
            long long outside_before = from, outside = n - len;
            for (size_t t = from; t < to; ++t) {
                int v = a[t];
                size_t r = lower(d.data(), m, v);
                int in_less_before = 0, in_greater_before = 0, in_less_after = 0, in_greater_after = 0;
                for (size_t u = from; u < t; ++u) {
                    in_less_before += a[u] < v;
                    in_greater_before += a[u] > v;
                }
                for (size_t u = t + 1; u < to; ++u) {
                    in_less_after += a[u] < v;
                    in_greater_after += a[u] > v;
                }
                long long less_before = q_before[r];
                long long greater_before = outside_before - p_before[r];
                long long less_after = q_all[r] - less_before + in_less_after;
                long long greater_after = (outside - p_all[r]) - greater_before + in_greater_after;
                less_before += in_less_before;
                greater_before += in_greater_before;
                teams += less_before * greater_after + greater_before * less_after;
            }
        }
        return teams;
    }
};
