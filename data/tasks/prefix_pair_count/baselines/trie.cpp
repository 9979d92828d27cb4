// A trie of the words with a count of words through each node (26 child indices per
// node), then each prefix walked down it. O(total length) time, O(total length) space.
#include <array>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    long long solve(const vector<string>& words, const vector<string>& prefixes) {
        vector<array<int, 26>> child(1);
        vector<int> through(1, 0);
        child[0].fill(0);
        for (const string& w : words) {
            int node = 0;
            for (char c : w) {
                int& next = child[node][c - 'a'];
                if (next == 0) {
                    next = (int)child.size();
                    child.emplace_back();
                    child.back().fill(0);
                    through.push_back(0);
                }
                node = child[node][c - 'a'];
                ++through[node];
            }
        }
        long long total = 0;
        for (const string& p : prefixes) {
            int node = 0;
            for (char c : p) {
                node = child[node][c - 'a'];
                if (node == 0) break;
            }
            if (node != 0) total += through[node];
        }
        return total;
    }
};
