// Each query copies a[l..r] and folds gcd over the copy: the scan's time with O(r - l) extra
// space.
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
            vector<long long> part(a.begin() + l, a.begin() + r + 1);
            long long g = 0;
            for (long long v : part) g = gcd(g, v);
            last = g;
            answer.push_back(g);
        }
    }
};
