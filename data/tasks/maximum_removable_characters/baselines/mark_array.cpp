// The common form (LeetCode 1898's): binary search on the answer j; each check marks the
// first j deleted positions in a byte array of n flags and matches p greedily over the
// unmarked letters of s. O((n + k) log k) time, O(n) extra space.
class Solution {
public:
    int solve(const string& s, const string& p, const vector<int>& removable) {
        int n = (int)s.size(), m = (int)p.size(), k = (int)removable.size();
        vector<char> gone(n);
        int good = 0, bad = k + 1;
        while (bad - good > 1) {
            int j = good + (bad - good) / 2;
            fill(gone.begin(), gone.end(), 0);
            for (int i = 0; i < j; ++i) gone[removable[i]] = 1;
            int at = 0;
            for (int i = 0; i < n && at < m; ++i)
                if (!gone[i] && s[i] == p[at]) ++at;
            if (at == m) good = j;
            else bad = j;
        }
        return good;
    }
};
