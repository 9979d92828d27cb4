// Sort a copy of a once; a query's answer is upper_bound(hi) - lower_bound(lo) in the
// copy: O((n + q) log n) time, O(n) extra space (the sorted copy).
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<array<long long, 2>>& queries) {
        vector<long long> s(a.begin(), a.end());
        sort(s.begin(), s.end());
        long long total = 0;
        for (size_t t = 0; t < queries.size(); ++t)
            total += upper_bound(s.begin(), s.end(), queries[t][1]) - lower_bound(s.begin(), s.end(), queries[t][0]);
        return total;
    }
};
