// Minima of blocks of about sqrt(n) elements: a query scans at most two partial blocks and
// the minima of the blocks between them, O(sqrt n) per query; O(sqrt n) extra space.
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<array<int, 2>>& queries) {
        int n = a.size();
        int block = max(1, (int)sqrt((double)n));
        vector<long long> mins((n + block - 1) / block, LLONG_MAX);
        for (int i = 0; i < n; ++i)
            if (a[i] < mins[i / block]) mins[i / block] = a[i];
        long long total = 0;
        for (const auto& query : queries) {
            int l = query[0] - 1, r = query[1] - 1;
            int lb = l / block, rb = r / block;
            long long best = LLONG_MAX;
            if (lb == rb) {
                for (int i = l; i <= r; ++i) best = min(best, a[i]);
            } else {
                for (int i = l; i < (lb + 1) * block; ++i) best = min(best, a[i]);
                for (int b = lb + 1; b < rb; ++b) best = min(best, mins[b]);
                for (int i = rb * block; i <= r; ++i) best = min(best, a[i]);
            }
            total += best;
        }
        return total;
    }
};
