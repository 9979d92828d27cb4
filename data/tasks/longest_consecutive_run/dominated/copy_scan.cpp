// The run scans of run_scans.cpp on a copy of the array: O(n^2) time and O(n) extra space,
// dominated by both.
class Solution {
public:
    int solve(const vector<int>& a) {
        vector<int> c(a.begin(), a.end());
        int n = (int)c.size();
        int best = 0;
        for (int i = 0; i < n; ++i) {
            int v = c[i];
            bool start = true;
            for (int j = 0; j < n; ++j) {
                if (c[j] == v - 1 || (j < i && c[j] == v)) {
                    start = false;
                    break;
                }
            }
            if (!start) continue;
            int len = 1;
            for (;;) {
                bool found = false;
                for (int j = 0; j < n; ++j) {
                    if (c[j] == v + len) {
                        found = true;
                        break;
                    }
                }
                if (!found) break;
                ++len;
            }
            if (len > best) best = len;
        }
        return best;
    }
};
