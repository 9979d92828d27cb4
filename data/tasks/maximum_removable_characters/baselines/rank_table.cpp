// Binary search on the answer j with a table of deletion times: when[i] is the index of
// position i in `removable` (INT_MAX if never deleted), so position i is deleted after the
// first j deletions exactly when when[i] < j. Each check is one greedy pass over s, matching
// p letter by letter on the positions still present. O(n log k) time, O(n) extra space.
class Solution {
public:
    int solve(const string& s, const string& p, const vector<int>& removable) {
        int n = (int)s.size(), m = (int)p.size(), k = (int)removable.size();
        vector<int> when(n, INT_MAX);
        for (int i = 0; i < k; ++i) when[removable[i]] = i;
        const char* t = s.data();
        const char* q = p.data();
        const int* w = when.data();
        int good = 0, bad = k + 1;  // j = good keeps p a subsequence, j = bad does not
        while (bad - good > 1) {
            int j = good + (bad - good) / 2;
            int at = 0;
            for (int i = 0; i < n && at < m; ++i)
                if (w[i] >= j && t[i] == q[at]) ++at;
            if (at == m) good = j;
            else bad = j;
        }
        return good;
    }
};
