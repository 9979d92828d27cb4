// Copies a[l..r] for every query and takes its smallest element: O(n) per query and O(n)
// extra space, so it is slower than the block minima and heavier than the scan.
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<array<int, 2>>& queries) {
        long long total = 0;
        for (const auto& query : queries) {
            vector<long long> part(a.begin() + (query[0] - 1), a.begin() + query[1]);
            total += *min_element(part.begin(), part.end());
        }
        return total;
    }
};
