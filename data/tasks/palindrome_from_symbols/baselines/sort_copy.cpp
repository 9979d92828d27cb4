// The answer is n - odd (+1 if odd > 0), odd the number of symbols occurring an odd number
// of times: sort a copy and read the runs. O(n log n) time, O(n) extra space.
class Solution {
public:
    int longestPalindrome(const vector<int>& s) {
        vector<int> b(s.begin(), s.end());
        sort(b.begin(), b.end());
        int n = (int)b.size(), odd = 0;
        for (int t = 0; t < n;) {
            int u = t + 1;
            while (u < n && b[u] == b[t]) ++u;
            odd += (u - t) & 1;
            t = u;
        }
        return n - odd + (odd > 0 ? 1 : 0);
    }
};
