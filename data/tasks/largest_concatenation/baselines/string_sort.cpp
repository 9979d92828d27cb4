// The common form (LeetCode 179): the numbers as strings, sorted by a + b > b + a, then the
// digits of the joined order read modulo p. O(n log n) time (string comparisons of at most
// 18 characters), O(n) extra space (n strings).
class Solution {
public:
    int solve(const vector<int>& nums) {
        const long long MOD = 1000000007LL;
        vector<string> s;
        s.reserve(nums.size());
        for (int x : nums) s.push_back(to_string(x));
        sort(s.begin(), s.end(), [](const string& x, const string& y) { return x + y > y + x; });
        long long acc = 0;
        for (const string& t : s)
            for (char c : t) acc = (acc * 10 + (c - '0')) % MOD;
        return (int)acc;
    }
};
