// Every pair of indices compared letter by letter, stopping at the second mismatch.
// O(n^2 L) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<string>& words) {
        const size_t n = words.size();
        if (n == 0) return 0;
        const size_t L = words[0].size();
        long long total = 0;
        for (size_t i = 0; i < n; ++i) {
            const char* a = words[i].data();
            for (size_t j = i + 1; j < n; ++j) {
                const char* b = words[j].data();
                int diff = 0;
                for (size_t p = 0; p < L; ++p) {
                    if (a[p] != b[p] && ++diff > 1) break;
                }
                total += (diff == 1);
            }
        }
        return total;
    }
};
