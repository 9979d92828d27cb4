// One pass of the recurrence D(i) = i * D(i - 1) + (-1)^i (mod 10^9 + 7) up to m, keeping D at
// every multiple of B = sqrt(m); a query resumes from the checkpoint at or below its n:
// O(m) once and O(sqrt m) per query; O(sqrt m) extra space.
class Solution {
public:
    void solve(int m, const vector<int>& e, vector<int>& answer) {
        const long long MOD = 1000000007;
        int block = 1;
        while ((long long)(block + 1) * (block + 1) <= m) ++block;
        vector<int> saved(m / block + 1, 1);  // saved[j] = D(j * block)
        long long d = 1;
        for (int i = 1; i <= m; ++i) {
            d = (d * i + ((i & 1) ? MOD - 1 : 1)) % MOD;
            if (i % block == 0) saved[i / block] = (int)d;
        }
        long long last = 0;
        for (int code : e) {
            int n = (int)((code + last) % m) + 1;
            int j = n / block;
            d = saved[j];
            for (int i = j * block + 1; i <= n; ++i) d = (d * i + ((i & 1) ? MOD - 1 : 1)) % MOD;
            last = d;
            answer.push_back((int)d);
        }
    }
};
