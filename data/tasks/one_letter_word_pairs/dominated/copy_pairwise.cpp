// The pairwise comparison over a copy of the list: O(n^2 L) time, O(n L) extra space.
class Solution {
public:
    long long solve(const vector<string>& words) {
        vector<string> w(words.begin(), words.end());
        const size_t n = w.size();
        if (n == 0) return 0;
        const size_t L = w[0].size();
        long long total = 0;
        for (size_t i = 0; i < n; ++i)
            for (size_t j = i + 1; j < n; ++j) {
                int diff = 0;
                for (size_t p = 0; p < L; ++p)
                    if (w[i][p] != w[j][p] && ++diff > 1) break;
                total += (diff == 1);
            }
        return total;
    }
};
