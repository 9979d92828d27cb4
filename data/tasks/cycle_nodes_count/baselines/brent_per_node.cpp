// Node i lies on a cycle exactly when walking from i comes back to i. Brent's cycle finding
// from every node: the hare runs ahead, the tortoise teleports to it at powers of two; if
// the hare meets i before it meets the tortoise, i is on its cycle, and if it meets the
// tortoise first, i is on a tail. A node costs O(tail + cycle) steps: O(n^2) time in the
// worst case (a long cycle, or long tails), O(1) extra space.
class Solution {
public:
    int solve(const vector<int>& f) {
        const int* nx = f.data();
        int n = (int)f.size();
        int count = 0;
        for (int i = 0; i < n; ++i) {
            int tortoise = i, hare = nx[i];
            int power = 1, steps = 1;
            while (hare != i && hare != tortoise) {
                if (steps == power) {
                    tortoise = hare;
                    power <<= 1;
                    steps = 0;
                }
                hare = nx[hare];
                ++steps;
            }
            count += hare == i;
        }
        return count;
    }
};
