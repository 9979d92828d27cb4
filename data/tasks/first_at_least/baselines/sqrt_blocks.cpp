// Maxima of blocks of about sqrt(n) elements: walk to the end of l's block, skip the blocks
// whose maximum is below x, then walk inside the first block that has a value reaching x:
// O(sqrt n) per query; O(sqrt n) extra space.
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<array<long long, 2>>& queries) {
        int n = a.size();
        int block = max(1, (int)sqrt((double)n));
        int blocks = (n + block - 1) / block;
        vector<long long> maxima(blocks, LLONG_MIN);
        for (int i = 0; i < n; ++i) maxima[i / block] = max(maxima[i / block], a[i]);
        long long total = 0;
        for (const auto& query : queries) {
            long long x = query[1];
            int i = (int)query[0] - 1;
            int end = min(n, (i / block + 1) * block);
            while (i < end && a[i] < x) ++i;
            if (i == end && end < n) {  // not in l's block: find the first block that has one
                int b = end / block;
                while (b < blocks && maxima[b] < x) ++b;
                if (b == blocks) {
                    i = n;
                } else {
                    i = b * block;
                    while (a[i] < x) ++i;
                }
            }
            total += i + 1;
        }
        return total;
    }
};
