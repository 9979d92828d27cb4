// The naive quadruple loop as it is usually written: both dot products computed in the
// innermost loop, every coordinate read through vector indexing. O(n^4) time, O(1) extra
// space; the same class as all-quadruples, several times slower at -O0 (sets row 1's limit).
class Solution {
public:
    long long solve(const vector<array<int, 2>>& a, const vector<array<int, 2>>& b,
                    const vector<array<int, 2>>& c, const vector<array<int, 2>>& d) {
        const long long MOD = 1000000007LL;
        int n = a.size();
        long long count = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                for (int k = 0; k < n; k++)
                    for (int l = 0; l < n; l++) {
                        long long lhs = ((long long)a[i][0] * b[j][0] + (long long)a[i][1] * b[j][1]) % MOD;
                        long long rhs = ((long long)c[k][0] * d[l][0] + (long long)c[k][1] * d[l][1]) % MOD;
                        if (lhs == rhs) count++;
                    }
        return count;
    }
};
