// A hash map counts the sums a[i] + a[j] of all pairs i < j seen so far; each k adds the
// number of pairs summing to -a[k] before its own pairs go in. O(n^2) expected time like
// the two pointers, but O(n^2) extra space: dominated by the sorted copy.
class Solution {
public:
    long long solve(const vector<int>& a) {
        int n = a.size();
        unordered_map<long long, long long> pairs;
        long long count = 0;
        for (int k = 0; k < n; ++k) {
            auto it = pairs.find(-(long long)a[k]);
            if (it != pairs.end()) count += it->second;
            for (int j = 0; j < k; ++j) ++pairs[(long long)a[j] + a[k]];
        }
        return count;
    }
};
