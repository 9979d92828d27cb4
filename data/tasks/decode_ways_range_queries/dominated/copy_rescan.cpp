// Copies the string, then runs the recurrence over each query's range with a table of
// ways per digit: the rescan's O(q n) time AND linear space. Correct, dominated.
class Solution {
public:
    void solve(const string& s, const vector<int>& x, const vector<int>& y, vector<int>& answer) {
        const long long MOD = 1000000007;
        string t = s;
        long long n = (long long)t.size(), last = 0;
        vector<long long> ways(n + 1);
        for (size_t i = 0; i < x.size(); ++i) {
            long long l = (x[i] + last) % n, r = (y[i] + last) % n;
            if (l > r) swap(l, r);
            ways[l] = 1;  // ways[k]: decodings of t[l..k-1]
            ways[l + 1] = t[l] != '0';
            for (long long k = l + 1; k <= r; ++k) {
                long long w = t[k] != '0' ? ways[k] : 0;
                int two = (t[k - 1] - '0') * 10 + (t[k] - '0');
                if (t[k - 1] != '0' && two <= 26) w += ways[k - 1];
                ways[k + 1] = w % MOD;
            }
            answer.push_back((int)ways[r + 1]);
            last = ways[r + 1];
        }
    }
};
