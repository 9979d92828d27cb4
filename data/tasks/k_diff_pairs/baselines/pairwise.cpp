// For each position i whose value is the first occurrence of that value (no equal value
// before it), one scan of the whole array looks for a_i + k (k > 0), or for a second copy
// of a_i after i (k = 0). O(n^2) time, O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& a, long long k) {
        const int* p = a.data();
        int n = (int)a.size();
        int count = 0;
        for (int i = 0; i < n; ++i) {
            int x = p[i];
            bool first = true;
            for (int j = 0; j < i; ++j) {
                if (p[j] == x) { first = false; break; }
            }
            if (!first) continue;
            if (k == 0) {
                for (int j = i + 1; j < n; ++j) {
                    if (p[j] == x) { ++count; break; }
                }
            } else {
                long long want = (long long)x + k;
                for (int j = 0; j < n; ++j) {
                    if (p[j] == want) { ++count; break; }
                }
            }
        }
        return count;
    }
};
