// Workers in blocks of B = max(512, 2 sqrt m), sorted in a buffer; one scan of the jobs
// per block finds, for each job, the weakest worker of the block able to do it
// (std::lower_bound) and records the job's profit there; a prefix maximum over the sorted
// block then gives every worker the best job it can do (a job open to a worker is open to
// every stronger one). O((m / B + 1) n log B + m log B) time, O(sqrt m) extra space (two
// int arrays of B, allocated at full size).
class Solution {
public:
    long long solve(const vector<int>& difficulty, const vector<int>& profit,
                    const vector<int>& worker) {
        size_t n = difficulty.size(), m = worker.size();
        size_t cap = max((size_t)512, (size_t)(2 * sqrt((double)m)));
        vector<int> block(cap), gain(cap);
        long long total = 0;
        for (size_t from = 0; from < m; from += cap) {
            size_t len = min(cap, m - from);
            copy(worker.begin() + from, worker.begin() + from + len, block.begin());
            sort(block.begin(), block.begin() + len);
            fill(gain.begin(), gain.begin() + len, 0);
            vector<int>::iterator b = block.begin(), e = block.begin() + len;
            for (size_t j = 0; j < n; ++j) {
                size_t i = lower_bound(b, e, difficulty[j]) - b;
                if (i < len && profit[j] > gain[i]) gain[i] = profit[j];
            }
            int best = 0;
            for (size_t i = 0; i < len; ++i) {
                if (gain[i] > best) best = gain[i];
                total += best;
            }
        }
        return total;
    }
};
