// Each query finds the smallest prime factor of every number of its range by trial division
// (2, then odd divisors up to the square root): O((r - l + 1) sqrt m) per query;
// O(1) extra space.
class Solution {
    static int smallest_factor(int n) {
        if (n % 2 == 0) return 2;
        for (int d = 3; d * d <= n; d += 2)
            if (n % d == 0) return d;
        return n;  // a prime, or 1
    }

public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            long long total = 0;
            for (int i = l; i <= r; ++i) total += smallest_factor(i);
            last = total;
            answer.push_back(total);
        }
    }
};
