// Copies the meetings into a vector of pairs, then counts, for every start time, the
// meetings open at that moment: O(n^2) time like counting over the inputs, and O(n) extra
// space for nothing. Correct, and dominated by both baselines.
class Solution {
public:
    int solve(const vector<int>& start, const vector<int>& end) {
        int n = start.size(), best = 0;
        vector<pair<int, int>> meetings(n);
        for (int i = 0; i < n; ++i) meetings[i] = {start[i], end[i]};
        for (const auto& m : meetings) {
            int open = 0;
            for (const auto& o : meetings)
                if (o.first <= m.first && m.first < o.second) ++open;
            best = max(best, open);
        }
        return best;
    }
};
