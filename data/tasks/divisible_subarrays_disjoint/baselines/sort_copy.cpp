// Prefix residues P[i] mod k for i = 0..n, sorted with their positions: equal residues end
// up adjacent, in position order, so each position learns the previous position with its
// residue. The greedy then cuts at r whenever that previous position is at or after the
// last cut. O(n log n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& a, long long k) {
        size_t n = a.size();
        vector<pair<long long, int>> res(n + 1);
        long long p = 0;
        res[0] = {0, 0};
        for (size_t i = 1; i <= n; ++i) {
            p = (p + a[i - 1]) % k;
            if (p < 0) p += k;
            res[i] = {p, (int)i};
        }
        sort(res.begin(), res.end());
        vector<int> prev(n + 1, -1);
        for (size_t j = 1; j <= n; ++j)
            if (res[j].first == res[j - 1].first) prev[res[j].second] = res[j - 1].second;
        int count = 0, cut = 0;
        for (size_t r = 1; r <= n; ++r)
            if (prev[r] >= cut) {
                ++count;
                cut = (int)r;
            }
        return count;
    }
};
