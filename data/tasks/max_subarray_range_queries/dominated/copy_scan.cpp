// Copies a[l..r] for every query, then runs Kadane's scan over the copy: the scan's time
// with O(n) extra space, dominated by the scan.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<array<int, 2>>& queries) {
        long long total = 0;
        for (const auto& query : queries) {
            vector<long long> part(a.begin() + (query[0] - 1), a.begin() + query[1]);
            long long ending = part[0], best = part[0];
            for (size_t i = 1; i < part.size(); ++i) {
                ending = max(part[i], ending + part[i]);
                best = max(best, ending);
            }
            total += best;
        }
        return total;
    }
};
