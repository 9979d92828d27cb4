// The usual sliding window: an unordered_map of counts in the window and the number of
// values at t copies or more, updated as one value enters and one leaves.
// O(n) expected time, O(min(n, k)) = O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, int k, int t) {
        int n = a.size();
        unordered_map<int, int> count;
        count.reserve(min(n, k) + 1);
        long long total = 0, frequent = 0;
        for (int s = 0; s < n; ++s) {
            if (++count[a[s]] == t) ++frequent;
            if (s >= k) {
                auto it = count.find(a[s - k]);
                if (it->second-- == t) --frequent;
                if (it->second == 0) count.erase(it);
            }
            if (s >= k - 1) total += frequent;
        }
        return total;
    }
};
