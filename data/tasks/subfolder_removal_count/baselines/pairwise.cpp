// Every folder against every other: f is removed when some g is shorter, f has a '/' at
// |g| and f begins with g. O(n^2 L) time, O(1) extra space.
#include <cstring>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    int solve(const vector<string>& folders) {
        const size_t n = folders.size();
        int kept = 0;
        for (size_t i = 0; i < n; ++i) {
            const string& f = folders[i];
            const size_t lf = f.size();
            bool inside = false;
            for (size_t j = 0; j < n; ++j) {
                const string& g = folders[j];
                const size_t lg = g.size();
                if (lg < lf && f[lg] == '/' && memcmp(f.data(), g.data(), lg) == 0) {
                    inside = true;
                    break;
                }
            }
            if (!inside) ++kept;
        }
        return kept;
    }
};
