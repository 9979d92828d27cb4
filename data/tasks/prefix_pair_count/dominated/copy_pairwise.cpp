// The pair loop over a copy of the words: O(n m L) time, O(n L) extra space.
#include <cstring>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    long long solve(const vector<string>& words, const vector<string>& prefixes) {
        vector<string> copy(words);
        long long total = 0;
        for (const string& p : prefixes) {
            for (const string& w : copy) {
                if (w.size() >= p.size() && memcmp(w.data(), p.data(), p.size()) == 0) ++total;
            }
        }
        return total;
    }
};
