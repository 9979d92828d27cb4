// Brent's walk watching for t from every node, as brent-per-node, on a copy of f: O(n^2)
// time like it, but O(n) extra space for nothing. Dominated: it fails every cell but (1, 1).
class Solution {
public:
    int solve(const vector<int>& f, int t) {
        vector<int> g(f.begin(), f.end());
        const int* nx = g.data();
        int n = (int)f.size();
        int count = 0;
        for (int s = 0; s < n; ++s) {
            if (s == t) { ++count; continue; }
            int tortoise = s, hare = nx[s];
            int power = 1, steps = 1;
            while (hare != t && hare != tortoise) {
                if (steps == power) {
                    tortoise = hare;
                    power <<= 1;
                    steps = 0;
                }
                hare = nx[hare];
                ++steps;
            }
            count += hare == t;
        }
        return count;
    }
};
