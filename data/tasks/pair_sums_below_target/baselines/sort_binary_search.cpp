// Sort a copy, then for every position i count the later values below target - b[i]
// with lower_bound. O(n log n) time, O(n) space: the same class as sort-two-pointers in
// the form often written, several times slower at -O0 (a library call per search).
class Solution {
public:
    long long solve(const vector<int>& a, long long target) {
        vector<int> b(a);
        sort(b.begin(), b.end());
        long long count = 0;
        for (size_t i = 0; i < b.size(); ++i) {
            long long need = target - b[i];
            auto it = lower_bound(b.begin() + i + 1, b.end(), need,
                                  [](int x, long long v) { return x < v; });
            count += it - (b.begin() + i + 1);
        }
        return count;
    }
};
