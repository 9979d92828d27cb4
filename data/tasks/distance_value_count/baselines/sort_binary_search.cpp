// Sort a copy of b; for every a_i, lower_bound of a_i - d and check that the value found
// is at most a_i + d. O((n + m) log m) time, O(m) extra space.
class Solution {
public:
    int solve(const vector<int>& a, const vector<int>& b, long long d) {
        vector<int> s(b);
        sort(s.begin(), s.end());
        int lonely = 0;
        for (int v : a) {
            auto it = lower_bound(s.begin(), s.end(), (long long)v - d,
                                  [](int x, long long t) { return x < t; });
            lonely += it == s.end() || *it > (long long)v + d;
        }
        return lonely;
    }
};
