// Brent's cycle finding from every node, as the brent-per-node baseline, on a copy of f:
// O(n^2) time like it, but O(n) extra space for nothing. Dominated: it fails every cell
// but (1, 1).
class Solution {
public:
    int solve(const vector<int>& f) {
        vector<int> g(f.begin(), f.end());
        int n = (int)g.size();
        int count = 0;
        for (int i = 0; i < n; ++i) {
            int tortoise = i, hare = g[i];
            int power = 1, steps = 1;
            while (hare != i && hare != tortoise) {
                if (steps == power) {
                    tortoise = hare;
                    power <<= 1;
                    steps = 0;
                }
                hare = g[hare];
                ++steps;
            }
            count += hare == i;
        }
        return count;
    }
};
