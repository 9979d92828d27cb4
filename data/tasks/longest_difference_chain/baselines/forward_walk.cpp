// For every start i, the longest chain a[i], a[i] + d, a[i] + 2d, ... at increasing indices
// follows the earliest next occurrence of each value (exchange argument: a chain continuing
// from a later copy can continue from the earlier one instead), so one forward scan from i
// finds it. The answer is the longest of these walks. O(n^2) time, O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& a, int d) {
        const int* p = a.data();
        int n = (int)a.size();
        int best = 0;
        for (int i = 0; i < n; ++i) {
            long long want = (long long)p[i] + d;
            int len = 1;
            for (int j = i + 1; j < n; ++j) {
                if (p[j] == want) {
                    ++len;
                    want += d;
                }
            }
            if (len > best) best = len;
        }
        return best;
    }
};
