// Suffix array by prefix doubling over the cyclic shifts of s + '$' (sort by the first 2^k
// letters, the previous round's classes as keys, a counting sort per round), then Kasai's
// LCP array: the answer is the largest LCP of two suffixes adjacent in sorted order.
// O(n log n) time, O(n) extra space (a few int arrays).
class Solution {
public:
    int solve(const string& s) {
        int n = s.size() + 1;  // with the sentinel at position n - 1
        auto letter = [&](int i) { return i < n - 1 ? s[i] - 'a' + 1 : 0; };
        vector<int> sa(n), cls(n), shifted(n), next(n), cnt(max(27, n), 0);
        for (int i = 0; i < n; ++i) cnt[letter(i)]++;
        for (int c = 1; c < 27; ++c) cnt[c] += cnt[c - 1];
        for (int i = n - 1; i >= 0; --i) sa[--cnt[letter(i)]] = i;
        int classes = 1;
        cls[sa[0]] = 0;
        for (int i = 1; i < n; ++i) {
            if (letter(sa[i]) != letter(sa[i - 1])) ++classes;
            cls[sa[i]] = classes - 1;
        }
        for (int h = 1; h < n && classes < n; h <<= 1) {
            for (int i = 0; i < n; ++i) {  // sorted by the second half already
                shifted[i] = sa[i] - h;
                if (shifted[i] < 0) shifted[i] += n;
            }
            fill(cnt.begin(), cnt.begin() + classes, 0);
            for (int i = 0; i < n; ++i) cnt[cls[shifted[i]]]++;
            for (int c = 1; c < classes; ++c) cnt[c] += cnt[c - 1];
            for (int i = n - 1; i >= 0; --i) sa[--cnt[cls[shifted[i]]]] = shifted[i];
            next[sa[0]] = 0;
            classes = 1;
            for (int i = 1; i < n; ++i) {
                int a = sa[i], b = sa[i - 1];
                int a2 = a + h >= n ? a + h - n : a + h, b2 = b + h >= n ? b + h - n : b + h;
                if (cls[a] != cls[b] || cls[a2] != cls[b2]) ++classes;
                next[a] = classes - 1;
            }
            cls.swap(next);
        }
        // cls is now the rank of each suffix (sa[0] is the sentinel); Kasai on s itself
        int best = 0;
        for (int i = 0, k = 0; i < n - 1; ++i) {
            int r = cls[i];  // r >= 1: only the sentinel has rank 0
            int j = sa[r - 1];
            while (i + k < n - 1 && j + k < n - 1 && s[i + k] == s[j + k]) ++k;
            best = max(best, k);
            if (k > 0) --k;
        }
        return best;
    }
};
