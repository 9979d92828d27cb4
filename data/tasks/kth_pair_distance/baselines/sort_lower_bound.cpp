// Sort a copy; binary search on the answer d in [0, max - min], counting the pairs with
// distance <= d by one std::lower_bound per right end j (the left ends i < j with
// s[j] - s[i] <= d start at the first value >= s[j] - d). The other common form of the
// fast class: O(n log n log W) time (W = max - min), O(n) extra space (the sorted copy).
class Solution {
public:
    long long solve(const vector<long long>& a, long long k) {
        vector<long long> s(a.begin(), a.end());
        sort(s.begin(), s.end());
        int n = s.size();
        long long lo = 0, hi = s[n - 1] - s[0];
        while (lo < hi) {
            long long d = lo + (hi - lo) / 2;
            long long count = 0;
            for (int j = 1; j < n; ++j)
                count += j - (lower_bound(s.begin(), s.begin() + j, s[j] - d) - s.begin());
            if (count >= k) hi = d;
            else lo = d + 1;
        }
        return lo;
    }
};
