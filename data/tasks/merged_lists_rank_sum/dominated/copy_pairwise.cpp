// The pairwise two-pointer merges over a copy of the lists (as long long): O(N k) time,
// O(N) extra space.
class Solution {
public:
    long long solve(const vector<vector<int>>& lists) {
        vector<vector<long long>> c;
        for (const vector<int>& l : lists) c.emplace_back(l.begin(), l.end());
        size_t k = c.size();
        long long total = 0;
        for (size_t i = 0; i < k; ++i) {
            const vector<long long>& a = c[i];
            for (size_t j = 0; j < a.size(); ++j) total += a[j] * (long long)(j + 1);
            for (size_t i2 = i + 1; i2 < k; ++i2) {
                const vector<long long>& b = c[i2];
                size_t p = 0, q = 0;
                while (p < a.size() && q < b.size()) {
                    if (a[p] <= b[q]) total += a[p++] * (long long)q;
                    else total += b[q++] * (long long)p;
                }
                for (; p < a.size(); ++p) total += a[p] * (long long)b.size();
                for (; q < b.size(); ++q) total += b[q] * (long long)a.size();
            }
        }
        return total;
    }
};
