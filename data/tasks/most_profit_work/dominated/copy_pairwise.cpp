// The pair loop over copies of all three arrays: O(n m) time, O(n + m) extra space.
class Solution {
public:
    long long solve(const vector<int>& difficulty, const vector<int>& profit,
                    const vector<int>& worker) {
        vector<int> d(difficulty), p(profit), ws(worker);
        size_t n = d.size();
        long long total = 0;
        for (int w : ws) {
            int best = 0;
            for (size_t j = 0; j < n; ++j)
                if (d[j] <= w && p[j] > best) best = p[j];
            total += best;
        }
        return total;
    }
};
