// Sort a copy. At most n/2 pairs exist, and if k pairs can be formed, the k smallest values
// can be matched in order with the k largest; so the smaller half is matched greedily in
// increasing order against the larger half (from rank ceil(n/2) upwards): each value of
// the larger half takes the smallest unmatched value of the smaller half if it is at least
// twice it. O(n log n) time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& a) {
        vector<int> s(a);
        sort(s.begin(), s.end());
        size_t n = s.size(), half = n / 2, i = 0;
        for (size_t j = n - half; j < n; ++j)
            if (i < half && 2LL * s[i] <= s[j]) ++i;
        return (int)i;
    }
};
