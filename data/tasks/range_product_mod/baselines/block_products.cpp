// Products of blocks of about sqrt(n) elements: a query multiplies at most two partial blocks
// element by element and the whole blocks between them: O(sqrt n) per query;
// O(sqrt n) extra space.
class Solution {
public:
    void solve(const vector<int>& a, const vector<array<int, 2>>& queries, vector<int>& answer) {
        const long long MOD = 1000000007;
        int n = a.size();
        int block = max(1, (int)sqrt((double)n));
        vector<long long> blocks((n + block - 1) / block, 1);
        for (int i = 0; i < n; ++i) blocks[i / block] = blocks[i / block] * a[i] % MOD;
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % n), r = (int)((q[1] + last) % n);  // 0-based
            int lb = l / block, rb = r / block;
            long long product = 1;
            if (lb == rb) {
                for (int i = l; i <= r; ++i) product = product * a[i] % MOD;
            } else {
                for (int i = l; i < (lb + 1) * block; ++i) product = product * a[i] % MOD;
                for (int b = lb + 1; b < rb; ++b) product = product * blocks[b] % MOD;
                for (int i = rb * block; i <= r; ++i) product = product * a[i] % MOD;
            }
            last = product;
            answer.push_back((int)product);
        }
    }
};
