// Two pointers over all starts (LeetCode 424's sliding window, kept exact): letter counts
// and the largest count of the window [l, r); r only moves right as l grows, since a
// window's sub-windows stay k-uniform. Each start's length goes into a table.
// O(26 n) to build, O(1) per query; O(n) extra space.
class Solution {
public:
    long long solve(const string& s, int k, const vector<int>& starts) {
        int n = s.size();
        vector<int> len(n);
        int cnt[26] = {0};
        int mx = 0, r = 0;
        for (int l = 0; l < n; ++l) {
            while (r < n) {
                int c = s[r] - 'a';
                int m = max(mx, cnt[c] + 1);
                if (r + 1 - l - m > k) break;
                ++cnt[c];
                mx = m;
                ++r;
            }
            len[l] = r - l;
            int c = s[l] - 'a';
            if (cnt[c]-- == mx) {
                mx = 0;
                for (int d = 0; d < 26; ++d) mx = max(mx, cnt[d]);
            }
        }
        long long total = 0;
        for (int l : starts) total += len[l];
        return total;
    }
};
