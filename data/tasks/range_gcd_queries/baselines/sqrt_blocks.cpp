// The gcd of every block of about sqrt(n) elements; a query folds the two partial blocks
// element by element and the whole blocks between them: O(n) once, O(sqrt n) per query;
// O(sqrt n) extra space.
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
        int block = 1;
        while ((long long)(block + 1) * (block + 1) <= n) ++block;
        vector<long long> blocks((n + block - 1) / block, 0);
        for (int i = 0; i < n; ++i) blocks[i / block] = gcd(blocks[i / block], a[i]);
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % n), r = (int)((q[1] + last) % n);  // 0-based
            if (l > r) swap(l, r);
            int lb = l / block, rb = r / block;
            long long g = 0;
            if (lb == rb) {
                for (int i = l; i <= r; ++i) g = gcd(g, a[i]);
            } else {
                for (int i = l; i < (lb + 1) * block; ++i) g = gcd(g, a[i]);
                for (int b = lb + 1; b < rb; ++b) g = gcd(g, blocks[b]);
                for (int i = rb * block; i <= r; ++i) g = gcd(g, a[i]);
            }
            last = g;
            answer.push_back(g);
        }
    }
};
