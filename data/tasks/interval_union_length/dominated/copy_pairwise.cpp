// The component-end test of the pairwise solution run on a copy of the intervals:
// O(n^2) time and O(n) extra space, dominated by both neighbours on the frontier.
class Solution {
public:
    long long solve(const vector<int>& l, const vector<int>& r) {
        int n = (int)l.size();
        vector<pair<int, int>> iv(n);
        for (int i = 0; i < n; ++i) iv[i] = {l[i], r[i]};
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            int a = iv[i].first, b = iv[i].second;
            bool left_end = true, right_end = true;
            for (int j = 0; j < n && (left_end || right_end); ++j) {
                int lj = iv[j].first, rj = iv[j].second;
                if (lj < a && a <= rj) left_end = false;
                if (lj <= b && b < rj) right_end = false;
                if (j < i && lj == a) left_end = false;
                if (j < i && rj == b) right_end = false;
            }
            if (right_end) total += b;
            if (left_end) total -= a;
        }
        return total;
    }
};
