// Words in blocks of B = max(2048, 4 sqrt n) indices, each block sorted by its words; one
// scan of the prefixes per block: the words of the block that begin with p are contiguous
// from lower_bound(p), and a binary search for the first one that does not begin with p
// ends the run. O((n / B + 1) m L log B + n L log B) time, O(sqrt n) extra space.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    long long solve(const vector<string>& words, const vector<string>& prefixes) {
        const size_t n = words.size();
        size_t cap = max<size_t>(2048, (size_t)(4 * sqrt((double)n)));
        if (cap > n) cap = n;
        vector<int> idx;
        idx.reserve(cap);
        long long total = 0;
        for (size_t lo = 0; lo < n; lo += cap) {
            const size_t hi = min(n, lo + cap);
            idx.clear();
            for (size_t i = lo; i < hi; ++i) idx.push_back((int)i);
            sort(idx.begin(), idx.end(), [&](int a, int b) { return words[a] < words[b]; });
            for (const string& p : prefixes) {
                auto first = lower_bound(idx.begin(), idx.end(), p,
                                         [&](int a, const string& key) { return words[a] < key; });
                const size_t len = p.size();
                auto last = partition_point(first, idx.end(), [&](int a) {
                    const string& w = words[a];
                    return w.size() >= len && memcmp(w.data(), p.data(), len) == 0;
                });
                total += last - first;
            }
        }
        return total;
    }
};
