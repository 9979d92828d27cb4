// The sliding window with counts in a std::map (the ordered form of the usual solution):
// O(n log n) time, O(min(n, k)) = O(n) extra space. A second baseline of the fast class, so
// that row 3's limit follows the ordered map as well as the hash map.
class Solution {
public:
    long long solve(const vector<int>& a, int k, int t) {
        int n = a.size();
        map<int, int> count;
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
