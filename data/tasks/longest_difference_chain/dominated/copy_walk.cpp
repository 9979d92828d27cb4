// The forward walks of the O(1) class over a copy of the input: O(n^2) time, O(n) space.
class Solution {
public:
    int solve(const vector<int>& a, int d) {
        vector<long long> c(a.begin(), a.end());
        int n = (int)c.size();
        int best = 0;
        for (int i = 0; i < n; ++i) {
            long long want = c[i] + d;
            int len = 1;
            for (int j = i + 1; j < n; ++j) {
                if (c[j] == want) {
                    ++len;
                    want += d;
                }
            }
            if (len > best) best = len;
        }
        return best;
    }
};
