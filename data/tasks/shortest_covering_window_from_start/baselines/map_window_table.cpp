// The same two pointers as window-table, with the letter counts in a std::unordered_map
// (an entry per needed letter present in the window): the usual way to write
// LeetCode 76, several times slower at -O0. O(n) to build, O(1) per query; O(n) extra space.
class Solution {
public:
    long long solve(const string& s, int k, const vector<int>& starts) {
        int n = s.size();
        vector<int> len(n);
        unordered_map<char, int> cnt;
        int r = 0;
        for (int l = 0; l < n; ++l) {
            while (r < n && (int)cnt.size() < k) {
                char c = s[r++];
                if (c - 'a' < k) ++cnt[c];
            }
            len[l] = (int)cnt.size() == k ? r - l : 0;
            char c = s[l];
            if (c - 'a' < k && --cnt[c] == 0) cnt.erase(c);
        }
        long long total = 0;
        for (int l : starts) total += len[l];
        return total;
    }
};
