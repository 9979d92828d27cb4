// A bottom-up segment tree of gcds over 2n nodes; a query climbs from both ends:
// O(n) once, O(log n) gcds per query; O(n) extra space.
class Solution {
    static long long gcd(long long x, long long y) {
        while (y != 0) {
            long long t = x % y;
            x = y;
            y = t;
        }
        return x;
    }

public:
    void solve(const vector<long long>& a, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int n = a.size();
        vector<long long> tree(2 * n);
        for (int i = 0; i < n; ++i) tree[n + i] = a[i];
        for (int i = n - 1; i >= 1; --i) tree[i] = gcd(tree[2 * i], tree[2 * i + 1]);
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % n), r = (int)((q[1] + last) % n);  // 0-based
            if (l > r) swap(l, r);
            long long g = 0;
            for (int lo = l + n, hi = r + n + 1; lo < hi; lo /= 2, hi /= 2) {
                if (lo & 1) g = gcd(g, tree[lo++]);
                if (hi & 1) g = gcd(g, tree[--hi]);
            }
            last = g;
            answer.push_back(g);
        }
    }
};
