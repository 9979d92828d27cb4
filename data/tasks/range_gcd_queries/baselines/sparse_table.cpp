// A sparse table: level k holds the gcd of every window of 2^k elements; gcd is idempotent,
// so a range is the gcd of two overlapping windows: O(n log n) once, O(log A) per query;
// O(n log n) extra space.
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
        vector<vector<long long>> table(1, a);
        for (int width = 1; 2 * width <= n; width *= 2) {
            const vector<long long>& prev = table.back();
            vector<long long> next(n - 2 * width + 1);
            for (int i = 0; i + 2 * width <= n; ++i) next[i] = gcd(prev[i], prev[i + width]);
            table.push_back(move(next));
        }
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % n), r = (int)((q[1] + last) % n);  // 0-based
            if (l > r) swap(l, r);
            int k = 31 - __builtin_clz(r - l + 1);
            last = gcd(table[k][l], table[k][r - (1 << k) + 1]);
            answer.push_back(last);
        }
    }
};
