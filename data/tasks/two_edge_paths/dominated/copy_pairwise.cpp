// The pairwise count over a copy of the edge list: O(m^2) time like the pairwise baseline,
// but O(m) extra space for nothing. Dominated: it fails every cell but (1, 1).
class Solution {
public:
    long long solve(int n, const vector<int>& u, const vector<int>& v) {
        vector<pair<int, int>> e;
        e.reserve(u.size());
        for (size_t i = 0; i < u.size(); ++i) e.emplace_back(u[i], v[i]);
        long long total = 0;
        for (size_t i = 0; i < e.size(); ++i) {
            for (size_t j = i + 1; j < e.size(); ++j) {
                total += (e[j].first == e[i].first) + (e[j].first == e[i].second) +
                         (e[j].second == e[i].first) + (e[j].second == e[i].second);
            }
        }
        return total;
    }
};
