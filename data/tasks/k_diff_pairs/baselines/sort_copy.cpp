// Sort a copy; walk its distinct values with a second pointer that moves forward to the
// first value >= v + k (k > 0), or count the values that repeat (k = 0).
// O(n log n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& a, long long k) {
        vector<int> b(a.begin(), a.end());
        sort(b.begin(), b.end());
        int n = (int)b.size();
        int count = 0;
        if (k == 0) {
            for (int i = 1; i < n; ++i) {
                if (b[i] == b[i - 1] && (i == 1 || b[i - 2] != b[i])) ++count;
            }
            return count;
        }
        int j = 0;
        for (int i = 0; i < n; ++i) {
            if (i > 0 && b[i] == b[i - 1]) continue;
            long long want = (long long)b[i] + k;
            while (j < n && b[j] < want) ++j;
            if (j == n) break;
            if (b[j] == want) ++count;
        }
        return count;
    }
};
