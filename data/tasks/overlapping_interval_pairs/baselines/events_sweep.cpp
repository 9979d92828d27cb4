// Sweep over 2n events (x, 0) for a left end and (x, 1) for a right end, sorted so that at
// equal x the left ends come first (touching intervals overlap). Each left end overlaps
// every interval still open. O(n log n) time, O(n) extra space (2n pairs).
class Solution {
public:
    long long solve(const vector<int>& lo, const vector<int>& hi) {
        int n = (int)lo.size();
        vector<pair<int, int>> ev;
        ev.reserve(2 * n);
        for (int i = 0; i < n; ++i) {
            ev.push_back({lo[i], 0});
            ev.push_back({hi[i], 1});
        }
        sort(ev.begin(), ev.end());
        long long count = 0, open = 0;
        for (const auto& e : ev) {
            if (e.second == 0) {
                count += open;
                ++open;
            } else {
                --open;
            }
        }
        return count;
    }
};
