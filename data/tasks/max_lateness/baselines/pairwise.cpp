// Jackson's rule (earliest deadline first) is optimal, and in that order job j finishes once
// every job due no later than d_j is done (ties in any order: the last of a tie sets the
// group's lateness). So the answer is the maximum over j of (sum of p_i with d_i <= d_j) - d_j,
// one scan of the jobs per job: O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& p, const vector<int>& d) {
        const int n = (int)p.size();
        const int* pp = p.data();
        const int* dp = d.data();
        long long best = LLONG_MIN;
        for (int j = 0; j < n; ++j) {
            const int dj = dp[j];
            long long due = 0;
            for (int i = 0; i < n; ++i)
                if (dp[i] <= dj) due += pp[i];
            if (due - dj > best) best = due - dj;
        }
        return best;
    }
};
