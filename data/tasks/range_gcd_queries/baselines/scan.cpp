// Each query folds gcd over a[l..r]: O(r - l + log A) per query (the running gcd only
// shrinks, so Euclid's steps add up to O(log A) beyond one per element); O(1) extra space.
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
        long long n = a.size(), last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % n), r = (int)((q[1] + last) % n);  // 0-based
            if (l > r) swap(l, r);
            long long g = 0;
            for (int i = l; i <= r; ++i) g = gcd(g, a[i]);
            last = g;
            answer.push_back(g);
        }
    }
};
