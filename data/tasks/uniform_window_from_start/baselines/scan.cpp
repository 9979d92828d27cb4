// A scan per query: from the start, count each letter and the largest count, extending the
// window while its length minus the largest count stays within k. O(window length) per
// query, O(n) in the worst case; O(1) extra space (26 counters).
class Solution {
public:
    long long solve(const string& s, int k, const vector<int>& starts) {
        int n = s.size();
        long long total = 0;
        for (int l : starts) {
            int cnt[26] = {0};
            int mx = 0, r = l;
            while (r < n) {
                int c = s[r] - 'a';
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
