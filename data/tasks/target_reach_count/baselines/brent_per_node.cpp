// A walk from s reaches t iff t is among the nodes of its rho (its tail and its cycle).
// Brent's cycle finding from every node, watching for t: the hare passes every node of the
// rho before it meets the tortoise, so "hare meets t first" decides the node. O(tail +
// cycle) per node, O(n^2) in the worst case (a long cycle, long tails), O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& f, int t) {
        const int* nx = f.data();
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
