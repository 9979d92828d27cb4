// Two pointers over all starts with a count per letter and the number of the first k
// letters present: as l grows, the end of its shortest covering window never moves left,
// so one sweep finds every start's length, stored in a table.
// O(n) to build, O(1) per query; O(n) extra space.
class Solution {
public:
    long long solve(const string& s, int k, const vector<int>& starts) {
        int n = s.size();
        vector<int> len(n);
        int cnt[26] = {0};
        int have = 0;  // letters among the first k with a count > 0 in s[l..r-1]
        int r = 0;
        for (int l = 0; l < n; ++l) {
            while (r < n && have < k) {
                int c = s[r++] - 'a';
                if (c < k && cnt[c]++ == 0) ++have;
            }
            len[l] = have == k ? r - l : 0;
            int c = s[l] - 'a';
            if (c < k && --cnt[c] == 0) --have;
        }
        long long total = 0;
        for (int l : starts) total += len[l];
        return total;
    }
};
