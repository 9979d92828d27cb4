// The indices sorted by path; a folder's listed ancestors sort before it and every path
// between an ancestor and it lies inside that ancestor, so one scan keeping the last kept
// folder decides each: removed when it begins with that folder + "/".
// O(n L log n) time, O(n) extra space.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    int solve(const vector<string>& folders) {
        const int n = (int)folders.size();
        vector<int> idx(n);
        for (int i = 0; i < n; ++i) idx[i] = i;
        sort(idx.begin(), idx.end(), [&](int a, int b) { return folders[a] < folders[b]; });
        int kept = 0;
        const string* last = nullptr;
        for (int a : idx) {
            const string& f = folders[a];
            if (last && last->size() < f.size() && f[last->size()] == '/' &&
                memcmp(f.data(), last->data(), last->size()) == 0)
                continue;
            last = &f;
            ++kept;
        }
        return kept;
    }
};
