// T(i) for every i <= m, each trajectory walked only until it drops below its start and
// finished from the table (T(i) = steps + T(below)), then turned into prefix sums in place:
// O(m) once (the walks below the start are short on average), O(1) per query; O(m) extra space.
class Solution {
public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        vector<long long> prefix(m + 1, 0);
        for (int i = 2; i <= m; ++i) {
            long long x = i, count = 0;
            while (x >= i) {
                x = (x & 1) ? 3 * x + 1 : x / 2;
                ++count;
            }
            prefix[i] = count + prefix[x];
        }
        for (int i = 1; i <= m; ++i) prefix[i] += prefix[i - 1];
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            last = prefix[r] - prefix[l - 1];
            answer.push_back(last);
        }
    }
};
