// Greedy (exchange argument): a best menu cooks the m largest values in increasing order, so
// with d_1 >= d_2 >= ... the score of the top m is P_1 + ... + P_m (P_t the sum of the t
// largest), and it grows while P_t > 0. The descending order is walked one (value, index)
// key at a time, each found by a scan through vector::operator[] for the largest key below
// the previous one; stop at the first P_t <= 0. O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& s) {
        const long long MOD = 1000000007LL;
        int n = s.size();
        int prev = -1;
        long long run = 0, ans = 0;
        for (int k = 0; k < n; ++k) {
            int best = -1;
            for (int i = 0; i < n; ++i) {
                if (prev >= 0 && (s[i] > s[prev] || (s[i] == s[prev] && i <= prev))) continue;
                if (best < 0 || s[i] > s[best] || (s[i] == s[best] && i < best)) best = i;
            }
            run += s[best];
            if (run <= 0) break;
            ans = (ans + run) % MOD;
            prev = best;
        }
        return ans;
    }
};
