// Multiply the range out, one modular multiplication per element: O(r - l + 1) per query;
// O(1) extra space.
class Solution {
public:
    void solve(const vector<int>& a, const vector<array<int, 2>>& queries, vector<int>& answer) {
        const long long MOD = 1000000007;
        long long n = a.size(), last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % n) + 1, r = (int)((q[1] + last) % n) + 1;
            long long product = 1;
            for (int i = l - 1; i < r; ++i) product = product * a[i] % MOD;
            last = product;
            answer.push_back((int)product);
        }
    }
};
