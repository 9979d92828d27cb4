// Scan a[l..r] for every query: O(n) per query, O(1) extra space.
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<array<int, 2>>& queries) {
        long long total = 0;
        for (const auto& query : queries) {
            long long best = a[query[0] - 1];
            for (int i = query[0]; i < query[1]; ++i)
                if (a[i] < best) best = a[i];
            total += best;
        }
        return total;
    }
};
