// Every worker against every job: a worker earns the largest profit among the jobs whose
// difficulty is at most its ability (0 if none). O(n m) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& difficulty, const vector<int>& profit,
                    const vector<int>& worker) {
        size_t n = difficulty.size();
        const int* d = difficulty.data();
        const int* p = profit.data();
        long long total = 0;
        for (int w : worker) {
            int best = 0;
            for (size_t j = 0; j < n; ++j)
                if (d[j] <= w && p[j] > best) best = p[j];
            total += best;
        }
        return total;
    }
};
