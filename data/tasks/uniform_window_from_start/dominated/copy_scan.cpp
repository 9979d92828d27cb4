// The letters copied into a vector<int> of codes first, then a scan per query: the scan's
// O(n) per query with an O(n) copy. Correct, and dominated by both the scan and the window
// table.
class Solution {
public:
    long long solve(const string& s, int k, const vector<int>& starts) {
        vector<int> t(s.size());
        for (size_t i = 0; i < s.size(); ++i) t[i] = s[i] - 'a';
        int n = t.size();
        long long total = 0;
        for (int l : starts) {
            int cnt[26] = {0};
            int mx = 0, r = l;
            while (r < n) {
                int c = t[r];
                int m = max(mx, cnt[c] + 1);
                if (r + 1 - l - m > k) break;
                ++cnt[c];
                mx = m;
                ++r;
            }
            total += r - l;
        }
        return total;
    }
};
