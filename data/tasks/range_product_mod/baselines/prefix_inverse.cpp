// Prefix products of the non-zero elements and prefix counts of zeros; a range without a
// zero is prefix[r] times the modular inverse of prefix[l - 1] (Fermat: x^(p-2) mod p):
// O(n) to build, O(log p) per query; O(n) extra space.
class Solution {
    static const long long MOD = 1000000007;

    static long long power(long long base, long long exponent) {
        long long result = 1;
        base %= MOD;
        while (exponent > 0) {
            if (exponent & 1) result = result * base % MOD;
            base = base * base % MOD;
            exponent >>= 1;
        }
        return result;
    }

public:
    void solve(const vector<int>& a, const vector<array<int, 2>>& queries, vector<int>& answer) {
        int n = a.size();
        vector<long long> prefix(n + 1, 1);  // product of the non-zero a[0..i-1]
        vector<int> zeros(n + 1, 0);          // zeros among a[0..i-1]
        for (int i = 0; i < n; ++i) {
            prefix[i + 1] = a[i] == 0 ? prefix[i] : prefix[i] * a[i] % MOD;
            zeros[i + 1] = zeros[i] + (a[i] == 0);
        }
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % n) + 1, r = (int)((q[1] + last) % n) + 1;
            if (zeros[r] - zeros[l - 1] > 0) last = 0;
            else last = prefix[r] * power(prefix[l - 1], MOD - 2) % MOD;
            answer.push_back((int)last);
        }
    }
};
