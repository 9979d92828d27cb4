// Sort a copy of a; for every element of b, binary-search its position in the copy: the
// nearest values of a are the one found and the one before it.
// O((n + m) log n) time, O(n) extra space (the sorted copy).
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<long long>& b) {
        vector<long long> s(a.begin(), a.end());
        sort(s.begin(), s.end());
        long long best = LLONG_MAX;
        for (size_t j = 0; j < b.size(); ++j) {
            long long v = b[j];
            size_t p = lower_bound(s.begin(), s.end(), v) - s.begin();
            if (p < s.size()) best = min(best, s[p] - v);
            if (p > 0) best = min(best, v - s[p - 1]);
        }
        return best;
    }
};
