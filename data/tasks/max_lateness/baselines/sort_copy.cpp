// Jackson's rule on a sorted copy: (deadline, duration) pairs sorted by deadline, then one
// pass that tracks the finishing time. O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& p, const vector<int>& d) {
        const size_t n = p.size();
        vector<pair<int, int>> jobs(n);
        for (size_t i = 0; i < n; ++i) jobs[i] = {d[i], p[i]};
        sort(jobs.begin(), jobs.end());
        long long clock = 0, best = LLONG_MIN;
        for (const auto& job : jobs) {
            clock += job.second;
            best = max(best, clock - job.first);
        }
        return best;
    }
};
