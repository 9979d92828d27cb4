// The recurrence D(i) = i * D(i - 1) + (-1)^i (mod 10^9 + 7) tabulated for every i up to m:
// O(m + q) time; O(m) extra space.
class Solution {
public:
    void solve(int m, const vector<int>& e, vector<int>& answer) {
        const long long MOD = 1000000007;
        vector<int> table(m + 1);
        table[0] = 1;
        for (int i = 1; i <= m; ++i)
            table[i] = (int)(((long long)table[i - 1] * i + ((i & 1) ? MOD - 1 : 1)) % MOD);
        long long last = 0;
        for (int code : e) {
            last = table[(code + last) % m + 1];
            answer.push_back((int)last);
        }
    }
};
