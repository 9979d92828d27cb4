// Scan the whole array for every query: O(n q) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<array<long long, 2>>& queries) {
        const long long* x = a.data();
        size_t n = a.size();
        long long total = 0;
        for (size_t t = 0; t < queries.size(); ++t) {
            long long lo = queries[t][0], hi = queries[t][1];
            long long count = 0;
            for (size_t i = 0; i < n; ++i)
                if (lo <= x[i] && x[i] <= hi) ++count;
            total += count;
        }
        return total;
    }
};
