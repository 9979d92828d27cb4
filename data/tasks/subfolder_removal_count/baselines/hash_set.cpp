// An unordered_set of the paths (string_view); each folder looks up its path up to every
// '/' after the first character. O(n L) expected time, O(n) extra space.
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>
using namespace std;

class Solution {
public:
    int solve(const vector<string>& folders) {
        unordered_set<string_view> paths;
        paths.reserve(folders.size());
        for (const string& f : folders) paths.insert(string_view(f));
        int kept = 0;
        for (const string& f : folders) {
            bool inside = false;
            for (size_t k = 1; k < f.size() && !inside; ++k)
                if (f[k] == '/' && paths.count(string_view(f.data(), k))) inside = true;
            if (!inside) ++kept;
        }
        return kept;
    }
};
