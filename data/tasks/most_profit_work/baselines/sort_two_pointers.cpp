// Sort copies of the jobs (difficulty, profit) and of the workers, then sweep both: the
// jobs a worker can do are a prefix of the sorted jobs, growing with the ability, so one
// pointer and a running maximum profit serve every worker in order.
// O(n log n + m log m) time, O(n + m) extra space.
class Solution {
public:
    long long solve(const vector<int>& difficulty, const vector<int>& profit,
                    const vector<int>& worker) {
        size_t n = difficulty.size();
        vector<pair<int, int>> jobs(n);
        for (size_t j = 0; j < n; ++j) jobs[j] = make_pair(difficulty[j], profit[j]);
        sort(jobs.begin(), jobs.end());
        vector<int> ws(worker);
        sort(ws.begin(), ws.end());
        long long total = 0;
        size_t j = 0;
        int best = 0;
        for (int w : ws) {
            while (j < n && jobs[j].first <= w) {
                if (jobs[j].second > best) best = jobs[j].second;
                ++j;
            }
            total += best;
        }
        return total;
    }
};
