// Copies a[l..n] for every query and searches the copy with find_if: O(n) per query, like
// the scan, with O(n) extra space on top.
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<array<long long, 2>>& queries) {
        int n = a.size();
        long long total = 0;
        for (const auto& query : queries) {
            long long x = query[1];
            vector<long long> rest(a.begin() + (query[0] - 1), a.end());
            auto it = find_if(rest.begin(), rest.end(), [x](long long v) { return v >= x; });
            total += (query[0] - 1) + (it - rest.begin()) + 1;
        }
        return total;
    }
};
