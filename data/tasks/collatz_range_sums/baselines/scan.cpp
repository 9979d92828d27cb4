// Each query walks the Collatz trajectory of every number of its range: O((r - l + 1) * T)
// per query, T the trajectories' length; O(1) extra space.
class Solution {
public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            long long total = 0;
            for (int i = l; i <= r; ++i) {
                long long x = i;  // trajectories from i <= 1.6*10^5 pass 2^32
                while (x != 1) {
                    x = (x & 1) ? 3 * x + 1 : x / 2;
                    ++total;
                }
            }
            last = total;
            answer.push_back(total);
        }
    }
};
