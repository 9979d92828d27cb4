// Sort the indices of the words and of the prefixes; sweep the prefixes in order with a
// pointer into the sorted words that only moves forward (the first word >= the prefix),
// and a binary search from it for the end of the run of words that begin with the prefix.
// O((n + m) L log(n + m)) time, O(n + m) extra space.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    long long solve(const vector<string>& words, const vector<string>& prefixes) {
        const size_t n = words.size(), m = prefixes.size();
        vector<int> wi(n), pi(m);
        for (size_t i = 0; i < n; ++i) wi[i] = (int)i;
        for (size_t j = 0; j < m; ++j) pi[j] = (int)j;
        sort(wi.begin(), wi.end(), [&](int a, int b) { return words[a] < words[b]; });
        sort(pi.begin(), pi.end(), [&](int a, int b) { return prefixes[a] < prefixes[b]; });
        long long total = 0;
        size_t at = 0;
        for (int j : pi) {
            const string& p = prefixes[j];
            while (at < n && words[wi[at]] < p) ++at;
            const size_t len = p.size();
            auto last = partition_point(wi.begin() + at, wi.end(), [&](int a) {
                const string& w = words[a];
                return w.size() >= len && memcmp(w.data(), p.data(), len) == 0;
            });
            total += last - (wi.begin() + at);
        }
        return total;
    }
};
