// Blocks of K = sqrt(n) characters, each with its 26 letter counts. A query extends letter
// by letter to the end of its first block, then takes whole blocks while the window with
// the block added stays k-uniform (26 sums each), then goes letter by letter through the
// block where it stops. A window that is not k-uniform never becomes so when extended, so
// the first failing block holds the end. O(n) to build, O(26 n / K + K) per query;
// O(26 sqrt n) extra space.
class Solution {
public:
    long long solve(const string& s, int k, const vector<int>& starts) {
        int n = s.size();
        int K = max(1, (int)sqrt((double)n));
        int blocks = (n + K - 1) / K;
        vector<int> bc((size_t)blocks * 26, 0);
        for (int i = 0; i < n; ++i) ++bc[(size_t)(i / K) * 26 + (s[i] - 'a')];
        long long total = 0;
        for (int l : starts) {
            int cnt[26] = {0};
            int mx = 0, r = l;
            bool stopped = false;
            int e = min(n, (l / K + 1) * K);
            while (r < e) {
                int c = s[r] - 'a';
                int m = max(mx, cnt[c] + 1);
                if (r + 1 - l - m > k) { stopped = true; break; }
                ++cnt[c];
                mx = m;
                ++r;
            }
            if (!stopped) {
                for (int b = r / K; r < n; ++b) {  // r is the first index of block b
                    const int* bb = &bc[(size_t)b * 26];
                    int len = min(n, r + K) - l, m = 0;
                    for (int c = 0; c < 26; ++c) m = max(m, cnt[c] + bb[c]);
                    if (len - m > k) {
                        while (true) {  // stops inside this block
                            int c = s[r] - 'a';
                            int m2 = max(mx, cnt[c] + 1);
                            if (r + 1 - l - m2 > k) break;
                            ++cnt[c];
                            mx = m2;
                            ++r;
                        }
                        break;
                    }
                    for (int c = 0; c < 26; ++c) cnt[c] += bb[c];
                    mx = m;
                    r = min(n, r + K);
                }
            }
            total += r - l;
        }
        return total;
    }
};
