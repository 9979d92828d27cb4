// The whole table D(0..n) built again for every query: the recurrence's time with O(n) extra
// space.
class Solution {
public:
    void solve(int m, const vector<int>& e, vector<int>& answer) {
        const long long MOD = 1000000007;
        long long last = 0;
        for (int code : e) {
            int n = (int)((code + last) % m) + 1;
            vector<int> table(n + 1);
            table[0] = 1;
            for (int i = 1; i <= n; ++i)
                table[i] = (int)(((long long)table[i - 1] * i + ((i & 1) ? MOD - 1 : 1)) % MOD);
            last = table[n];
            answer.push_back((int)last);
        }
    }
};
