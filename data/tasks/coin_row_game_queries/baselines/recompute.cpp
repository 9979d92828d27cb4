// Recomputation: every query plays all the games inside a[l..r] from scratch, one rolling
// row of game values G(i, c) (mover's total minus the other's) for i = r, r-1, ..., l;
// row l then gives F(l, c) = (S(l, c) + G(l, c)) / 2 for every c in [l, r].
// O(q n^2) time, O(n) extra space.
class Solution {
public:
    void solve(const vector<int>& a, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int n = a.size();
        vector<long long> g(n);
        long long last = 0;
        for (const auto& query : queries) {
            int l = (int)((query[0] + last) % n), r = (int)((query[1] + last) % n);
            if (l > r) swap(l, r);
            for (int i = r; i >= l; --i) {
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
