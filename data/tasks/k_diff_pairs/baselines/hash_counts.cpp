// Count the values in an unordered_map; k = 0 counts the keys seen twice, k > 0 the keys
// whose key + k is a key. O(n) expected time, O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& a, long long k) {
        unordered_map<int, int> cnt;
        for (int x : a) ++cnt[x];
        int count = 0;
        for (auto& [x, c] : cnt) {
            if (k == 0) {
                if (c >= 2) ++count;
            } else {
                long long want = (long long)x + k;
                if (want <= INT_MAX && cnt.count((int)want)) ++count;
            }
        }
        return count;
    }
};
