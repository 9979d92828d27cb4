// Checkpoints: rows of game values G(i, .) are computed for i = n-1 down to 0 (row i from
// row i+1), and every K-th row (K about sqrt(n)) is kept; a query replays fewer than K rows
// from the kept row at or below l, over columns up to r, then sums F(l, c) over the row.
// O(n^2 + q n sqrt n) time, O(n^2 / K) = O(n sqrt n) extra space.
class Solution {
public:
    void solve(const vector<int>& a, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int n = a.size();
        int K = max(1, (int)sqrt((double)n));
        // kept rows: i = n-1, n-1-K, n-1-2K, ...; row i holds columns i..n-1
        vector<size_t> offset;
        size_t total = 0;
        for (int i = n - 1; i >= 0; i -= K) { offset.push_back(total); total += n - i; }
        vector<long long> saved(total), g(n);
        for (int i = n - 1; i >= 0; --i) {
            long long ai = a[i];
            g[i] = ai;
            for (int c = i + 1; c < n; ++c) {
                long long x = ai - g[c], y = a[c] - g[c - 1];
                g[c] = x > y ? x : y;
            }
            if ((n - 1 - i) % K == 0) copy(g.begin() + i, g.end(), saved.begin() + offset[(n - 1 - i) / K]);
        }
        long long last = 0;
        for (const auto& query : queries) {
            int l = (int)((query[0] + last) % n), r = (int)((query[1] + last) % n);
            if (l > r) swap(l, r);
            int idx = (n - 1 - l) / K, base = n - 1 - idx * K;  // base >= l
            const long long* from = saved.data() + offset[idx];
            if (base <= r) copy(from, from + (r - base + 1), g.begin() + base);
            for (int i = min(base, r + 1) - 1; i >= l; --i) {
                long long ai = a[i];
                g[i] = ai;
                for (int c = i + 1; c <= r; ++c) {
                    long long x = ai - g[c], y = a[c] - g[c - 1];
                    g[c] = x > y ? x : y;
                }
            }
            long long s = 0, sum = 0;
            for (int c = l; c <= r; ++c) {
                s += a[c];
                sum += (s + g[c]) / 2;
            }
            last = sum;
            answer.push_back(last);
        }
    }
};
