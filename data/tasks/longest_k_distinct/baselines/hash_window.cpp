// Sliding window with a hash map from value to its count in the window a[l..r]: extend
// r, and while the window holds more than k distinct values drop a[l] (erasing values
// whose count reaches 0). Every index enters and leaves once: O(n) expected time; the
// map never holds more than k + 1 values: O(min(n, k)) extra space.
class Solution {
public:
    int solve(const vector<int>& a, int k) {
        unordered_map<int, int> count;
        int n = a.size(), best = 0, l = 0;
        for (int r = 0; r < n; ++r) {
            ++count[a[r]];
            while ((int)count.size() > k) {
                auto it = count.find(a[l]);
                if (--it->second == 0) count.erase(it);
                ++l;
            }
            best = max(best, r - l + 1);
        }
        return best;
    }
};
