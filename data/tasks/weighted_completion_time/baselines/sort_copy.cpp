// Smith's rule: an adjacent pair of jobs a, b in that order costs t_a w_b more than the
// other order costs t_b w_a, so an optimal order runs jobs by increasing t/w. Sort a copy
// of (t, w) by that ratio (cross-multiplied) and accumulate. O(n log n) time, O(n) space.
class Solution {
public:
    long long solve(const vector<int>& t, const vector<int>& w) {
        int n = (int)t.size();
        vector<pair<int, int>> jobs(n);
        for (int i = 0; i < n; ++i) jobs[i] = {t[i], w[i]};
        sort(jobs.begin(), jobs.end(), [](const pair<int, int>& a, const pair<int, int>& b) {
            return (long long)a.first * b.second < (long long)b.first * a.second;
        });
        long long clock = 0, total = 0;
        for (const auto& j : jobs) {
            clock += j.first;
            total += clock * j.second;
        }
        return total;
    }
};
