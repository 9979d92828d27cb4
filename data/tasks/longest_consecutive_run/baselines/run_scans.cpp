// A value v starts a run when v - 1 does not occur; from each start (its first copy only)
// the run v, v + 1, ... is extended while the next value occurs. Every test is one scan of
// the array, so the state is a few integers: O(n^2) time, O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& a) {
        const int* p = a.data();
        int n = (int)a.size();
        int best = 0;
        for (int i = 0; i < n; ++i) {
            int v = p[i];
            bool start = true;
            for (int j = 0; j < n; ++j) {
                // v - 1 occurs (not a start), or an earlier copy of v started the run already
                if (p[j] == v - 1 || (j < i && p[j] == v)) {
                    start = false;
                    break;
                }
            }
            if (!start) continue;
            int len = 1;
            for (;;) {
                int next = v + len;
                bool found = false;
                for (int j = 0; j < n; ++j) {
                    if (p[j] == next) {
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
