// The pairwise sum over copies of both arrays: O(n^2) time and O(n) space, dominated by the
// pairwise baseline (same time, less space) and by the sorts.
class Solution {
public:
    long long solve(const vector<int>& p, const vector<int>& d) {
        vector<long long> pc(p.begin(), p.end()), dc(d.begin(), d.end());
        const size_t n = pc.size();
        long long best = LLONG_MIN;
        for (size_t j = 0; j < n; ++j) {
            long long due = 0;
            for (size_t i = 0; i < n; ++i)
                if (dc[i] <= dc[j]) due += pc[i];
            best = max(best, due - dc[j]);
        }
        return best;
    }
};
