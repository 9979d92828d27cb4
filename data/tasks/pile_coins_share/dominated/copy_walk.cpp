// The walk over a copy: repeatedly take the largest value left from a copy of the array,
// marking it used; every second one of the first 2m is yours. O(n^2) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& piles) {
        vector<int> c(piles);
        int n = c.size();
        long long top = 2 * (n / 3), total = 0;
        for (long long r = 1; r <= top; ++r) {
            int best = -1;
            for (int i = 0; i < n; ++i)
                if (c[i] >= 0 && (best < 0 || c[i] > c[best])) best = i;
            if (r % 2 == 0) total += c[best];
            c[best] = -1;
        }
        return total;
    }
};
