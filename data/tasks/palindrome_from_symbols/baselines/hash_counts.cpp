// The answer is n - odd (+1 if odd > 0), odd the number of symbols occurring an odd number
// of times: count them in a hash map, the form most solutions of LeetCode 409 take.
// O(n) expected time, O(n) extra space.
class Solution {
public:
    int longestPalindrome(const vector<int>& s) {
        unordered_map<int, int> count;
        for (int v : s) ++count[v];
        int odd = 0;
        for (const auto& kv : count) odd += kv.second & 1;
        int n = (int)s.size();
        return n - odd + (odd > 0 ? 1 : 0);
    }
};
