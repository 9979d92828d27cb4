// Every unordered pair of edges adds the number of endpoints they share (0, 1, or 2 for two
// parallel edges): exactly the paths of two edges, counted by their middle vertex.
// O(m^2) time, O(1) extra space.
class Solution {
public:
    long long solve(int n, const vector<int>& u, const vector<int>& v) {
        int m = (int)u.size();
        long long total = 0;
        for (int i = 0; i < m; ++i) {
            int a = u[i], b = v[i];
            for (int j = i + 1; j < m; ++j) {
                int c = u[j], d = v[j];
                total += (c == a) + (c == b) + (d == a) + (d == b);
            }
        }
        return total;
    }
};
