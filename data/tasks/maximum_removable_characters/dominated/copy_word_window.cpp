// The word-window search run on copies of s and removable: O(n^2 log k) time and O(n)
// extra space, dominated by the word window (same time, less space) and by the rank table.
class Solution {
public:
    int solve(const string& s0, const string& p, const vector<int>& removable) {
        string s(s0);
        vector<int> r(removable);
        int n = (int)s.size(), m = (int)p.size(), k = (int)r.size();
        int good = 0, bad = k + 1;
        while (bad - good > 1) {
            int j = good + (bad - good) / 2;
            int at = 0;
            for (int base = 0; base < n && at < m; base += 64) {
                unsigned long long mask = 0;
                for (int i = 0; i < j; ++i)
                    if (r[i] >= base && r[i] < base + 64) mask |= 1ULL << (r[i] - base);
                for (int i = base; i < min(n, base + 64) && at < m; ++i)
                    if (!((mask >> (i - base)) & 1) && s[i] == p[at]) ++at;
            }
            if (at == m) good = j;
            else bad = j;
        }
        return good;
    }
};
