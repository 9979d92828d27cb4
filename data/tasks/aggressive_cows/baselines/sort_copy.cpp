// Sort a copy of the positions, then binary search on the answer d with the greedy check
// over the sorted copy (a ball at the first position, then at every position at least d
// past the last ball). O(n log n + n log V) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& x, int c) {
        vector<int> s(x);
        sort(s.begin(), s.end());
        int n = (int)s.size();
        long long good = 1, bad = ((long long)s[n - 1] - s[0]) / (c - 1) + 1;
        while (bad - good > 1) {
            long long d = good + (bad - good) / 2;
            long long at = s[0];
            int placed = 1;
            for (int i = 1; i < n && placed < c; ++i)
                if (s[i] - at >= d) {
                    at = s[i];
                    ++placed;
                }
            if (placed >= c) good = d;
            else bad = d;
        }
        return good;
    }
};
