// The common form: an unordered_map from each pattern (the word with one letter replaced by
// '*') to its count and one from each word to its count.
// O(n L^2) expected time, O(n L) extra space.
class Solution {
public:
    long long solve(const vector<string>& words) {
        if (words.empty()) return 0;
        const long long L = (long long)words[0].size();
        unordered_map<string, long long> pat, same;
        long long total = 0;
        for (const string& w : words) {
            string s = w;
            for (size_t p = 0; p < w.size(); ++p) {
                s[p] = '*';
                total += pat[s]++;
                s[p] = w[p];
            }
            total -= L * same[w]++;
        }
        return total;
    }
};
