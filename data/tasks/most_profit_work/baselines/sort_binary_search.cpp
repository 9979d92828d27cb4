// Sort a copy of the jobs by difficulty, turn the profits into prefix maxima, and
// binary-search each worker's ability among the difficulties.
// O((n + m) log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& difficulty, const vector<int>& profit,
                    const vector<int>& worker) {
        size_t n = difficulty.size();
        vector<pair<int, int>> jobs(n);
        for (size_t j = 0; j < n; ++j) jobs[j] = make_pair(difficulty[j], profit[j]);
        sort(jobs.begin(), jobs.end());
        for (size_t j = 1; j < n; ++j)
            if (jobs[j].second < jobs[j - 1].second) jobs[j].second = jobs[j - 1].second;
        long long total = 0;
        for (int w : worker) {
            size_t i = upper_bound(jobs.begin(), jobs.end(), make_pair(w, INT_MAX)) - jobs.begin();
            if (i > 0) total += jobs[i - 1].second;
        }
        return total;
    }
};
