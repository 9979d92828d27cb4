// Sort a copy, then still try every pair i < j of it: the copy costs O(n) extra space and
// the pairs O(n^2) time, so this is slower than the two pointers and larger than trying
// the pairs of the input itself.
class Solution {
public:
    long long solve(const vector<long long>& a, long long target) {
        vector<long long> b(a);
        sort(b.begin(), b.end());
        size_t n = b.size();
        long long best = LLONG_MAX;
        for (size_t i = 0; i < n; ++i)
            for (size_t j = i + 1; j < n; ++j) {
                long long d = b[i] + b[j] - target;
                if (d < 0) d = -d;
                if (d < best) best = d;
            }
        return best;
    }
};
