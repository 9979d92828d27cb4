// Folders in blocks of B = max(768, 2 sqrt n) indices, each block sorted by path; one scan
// of all folders per block: the block's folders inside g are those that begin with g + "/",
// a contiguous run from the first path >= g + "/" to the first path >= g + "0" ('0' follows
// '/'), found by two binary searches; each folder of the run is marked (the sign bit of its
// index). A folder has at most L listed ancestors, so the marking costs O(B L) a block.
// O((n / B) n L log B) time, O(sqrt n) extra space.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>
using namespace std;

// Sign of f compared with g + c.
static int cmp_ext(const string& f, const string& g, char c) {
    const size_t lf = f.size(), lg = g.size();
    const int r = memcmp(f.data(), g.data(), min(lf, lg));
    if (r != 0) return r;
    if (lf <= lg) return -1;
    if (f[lg] != c) return (unsigned char)f[lg] < (unsigned char)c ? -1 : 1;
    return lf == lg + 1 ? 0 : 1;
}

class Solution {
public:
    int solve(const vector<string>& folders) {
        const size_t n = folders.size();
        size_t cap = max<size_t>(768, (size_t)(2 * sqrt((double)n)));
        if (cap > n) cap = n;
        const int mark = 1 << 30;
        vector<int> idx;
        idx.reserve(cap);
        int kept = 0;
        for (size_t lo = 0; lo < n; lo += cap) {
            const size_t hi = min(n, lo + cap);
            idx.clear();
            for (size_t i = lo; i < hi; ++i) idx.push_back((int)i);
            sort(idx.begin(), idx.end(),
                 [&](int a, int b) { return folders[a] < folders[b]; });
            for (const string& g : folders) {
                auto first = partition_point(idx.begin(), idx.end(), [&](int a) {
                    return cmp_ext(folders[a & (mark - 1)], g, '/') < 0;
                });
                auto last = partition_point(first, idx.end(), [&](int a) {
                    return cmp_ext(folders[a & (mark - 1)], g, '0') < 0;
                });
                for (auto it = first; it != last; ++it) *it |= mark;
            }
            for (int a : idx)
                if (!(a & mark)) ++kept;
        }
        return kept;
    }
};
