// Sort a copy and pair the two ends moving inwards: the heaviest pair is the answer.
// O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        vector<int> s(a);
        sort(s.begin(), s.end());
        long long best = 0;
        for (size_t i = 0, j = s.size() - 1; i < j; ++i, --j)
            best = max(best, (long long)s[i] + s[j]);
        return best;
    }
};
