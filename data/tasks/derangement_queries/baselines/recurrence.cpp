// Each query runs the recurrence D(0) = 1, D(i) = i * D(i - 1) + (-1)^i (mod 10^9 + 7) up to
// its n: O(n) per query; O(1) extra space.
class Solution {
public:
    void solve(int m, const vector<int>& e, vector<int>& answer) {
        const long long MOD = 1000000007;
        long long last = 0;
        for (int code : e) {
            int n = (int)((code + last) % m) + 1;
            long long d = 1;
            for (int i = 1; i <= n; ++i) d = (d * i + ((i & 1) ? MOD - 1 : 1)) % MOD;
            last = d;
            answer.push_back((int)d);
        }
    }
};
