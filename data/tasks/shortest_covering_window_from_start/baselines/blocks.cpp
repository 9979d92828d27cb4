// Blocks of K = sqrt(n) characters, each with the mask of the first k letters it holds.
// A query collects letters one by one to the end of its first block, then takes whole
// blocks while they leave a letter missing, then goes letter by letter through the block
// that completes the set. O(n) to build, O(sqrt n) per query; O(sqrt n) extra space.
class Solution {
public:
    long long solve(const string& s, int k, const vector<int>& starts) {
        int n = s.size();
        unsigned full = (1u << k) - 1;
        int K = max(1, (int)sqrt((double)n));
        int blocks = (n + K - 1) / K;
        vector<unsigned> bmask(blocks, 0);
        for (int i = 0; i < n; ++i) {
            unsigned c = s[i] - 'a';
            if (c < (unsigned)k) bmask[i / K] |= 1u << c;
        }
        long long total = 0;
        for (int l : starts) {
            unsigned mask = 0;
            int r = l;
            for (int e = min(n, (l / K + 1) * K); r < e && mask != full; ) {
                unsigned c = s[r++] - 'a';
                if (c < (unsigned)k) mask |= 1u << c;
            }
            if (mask != full && r < n) {  // r is the first index of the next block
                int b = r / K;
                while (b < blocks && (mask | bmask[b]) != full) mask |= bmask[b++];
                if (b == blocks) continue;  // no covering window
                r = b * K;
                while (mask != full) {
                    unsigned c = s[r++] - 'a';
                    if (c < (unsigned)k) mask |= 1u << c;
                }
            }
            if (mask == full) total += r - l;
        }
        return total;
    }
};
