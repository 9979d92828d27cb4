// Suffix array by prefix doubling with counting sorts (O(n log n)), the LCP array of
// adjacent suffixes (Kasai et al.), and a sparse table of its range minima: the LCP of two
// suffixes is the minimum between their ranks, found in O(1). O(n log n) extra space.
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        int n = s.size();
        vector<int> rank(n), lcp(n, 0);  // lcp[r]: LCP of the suffixes of ranks r-1 and r
        {
            // Cyclic shifts of s + sentinel, sorted by their first 2^k letters, k = 0, 1, ...
            int m = n + 1;
            vector<int> p(m), c(m), pn(m), cn(m), count(max(256, m), 0);
            for (int i = 0; i < m; ++i) ++count[i < n ? (unsigned char)s[i] : 0];
            for (int i = 1; i < 256; ++i) count[i] += count[i - 1];
            for (int i = m - 1; i >= 0; --i) p[--count[i < n ? (unsigned char)s[i] : 0]] = i;
            int classes = 1;
            c[p[0]] = 0;
            for (int i = 1; i < m; ++i) {
                if (s[p[i]] != s[p[i - 1]] || p[i] == n || p[i - 1] == n) ++classes;
                c[p[i]] = classes - 1;
            }
            for (int h = 1; h < m && classes < m; h <<= 1) {
                for (int i = 0; i < m; ++i) pn[i] = (p[i] - h + m) % m;
                fill(count.begin(), count.begin() + classes, 0);
                for (int i = 0; i < m; ++i) ++count[c[pn[i]]];
                for (int i = 1; i < classes; ++i) count[i] += count[i - 1];
                for (int i = m - 1; i >= 0; --i) p[--count[c[pn[i]]]] = pn[i];
                cn[p[0]] = 0;
                classes = 1;
                for (int i = 1; i < m; ++i) {
                    if (c[p[i]] != c[p[i - 1]] || c[(p[i] + h) % m] != c[(p[i - 1] + h) % m]) ++classes;
                    cn[p[i]] = classes - 1;
                }
                c.swap(cn);
            }
            // p[0] is the sentinel; p[1..n] is the suffix array of s.
            for (int r = 0; r < n; ++r) rank[p[r + 1]] = r;
            int h = 0;
            for (int i = 0; i < n; ++i) {
                if (rank[i] == 0) {
                    h = 0;
                    continue;
                }
                int j = p[rank[i]];  // the suffix ranked just before suffix i
                while (i + h < n && j + h < n && s[i + h] == s[j + h]) ++h;
                lcp[rank[i]] = h;
                if (h > 0) --h;
            }
        }
        int levels = 1;
        while ((1 << levels) <= n) ++levels;
        vector<vector<int>> table(levels, vector<int>(n));
        table[0] = lcp;
        for (int k = 1; k < levels; ++k)
            for (int i = 0; i + (1 << k) <= n; ++i)
                table[k][i] = min(table[k - 1][i], table[k - 1][i + (1 << (k - 1))]);
        long long total = 0;
        for (const auto& q : queries) {
            int i = q[0], j = q[1];
            if (i == j) {
                total += n - i;
                continue;
            }
            int a = rank[i], b = rank[j];
            if (a > b) swap(a, b);
            ++a;  // the minimum of lcp[a..b]
            int k = 31 - __builtin_clz(b - a + 1);
            total += min(table[k][a], table[k][b - (1 << k) + 1]);
        }
        return total;
    }
};
