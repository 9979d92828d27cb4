// The usual solution: a hash map from each value to its last index so far, and the DP
// f(i) = f(i-1) + i - prev(i) summed over i. O(n) expected time, O(n) extra space.
class Solution {
public:
    long long totalDistinct(const vector<int>& a) {
        int n = (int)a.size();
        unordered_map<int, int> lastAt;
        lastAt.reserve(n);
        long long total = 0, f = 0;
        for (int i = 0; i < n; ++i) {
            auto it = lastAt.find(a[i]);
            int p = it == lastAt.end() ? -1 : it->second;
            f += i - p;
            total += f;
            lastAt[a[i]] = i;
        }
        return total;
    }
};
