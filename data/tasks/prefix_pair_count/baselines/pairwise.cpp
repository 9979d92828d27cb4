// Every prefix against every word: a length check and a memcmp per pair.
// O(n m L) time, O(1) extra space.
#include <cstring>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    long long solve(const vector<string>& words, const vector<string>& prefixes) {
        long long total = 0;
        for (const string& p : prefixes) {
            const size_t len = p.size();
            const char* pd = p.data();
            for (const string& w : words) {
                if (w.size() >= len && w[0] == pd[0] && memcmp(w.data(), pd, len) == 0) ++total;
            }
        }
        return total;
    }
};
