// Copies the array (as long longs), then the pairwise first-occurrence scan over the copy:
// O(n^2) time AND O(n) space.
class Solution {
public:
    int solve(const vector<int>& a, long long k) {
        vector<long long> b(a.begin(), a.end());
        int n = (int)b.size();
        int count = 0;
        for (int i = 0; i < n; ++i) {
            bool first = true;
            for (int j = 0; j < i; ++j) {
                if (b[j] == b[i]) { first = false; break; }
            }
            if (!first) continue;
            for (int j = 0; j < n; ++j) {
                if (j != i && b[j] == b[i] + k && (k > 0 || j > i)) { ++count; break; }
            }
        }
        return count;
    }
};
