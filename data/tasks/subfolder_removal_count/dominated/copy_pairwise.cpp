// The pair loop over a copy of the list: O(n^2 L) time, O(n L) extra space.
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    int solve(const vector<string>& folders) {
        vector<string> copy(folders);
        int kept = 0;
        for (const string& f : copy) {
            bool inside = false;
            for (const string& g : copy)
                if (g.size() < f.size() && f[g.size()] == '/' && f.compare(0, g.size(), g) == 0) {
                    inside = true;
                    break;
                }
            if (!inside) ++kept;
        }
        return kept;
    }
};
