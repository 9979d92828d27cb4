// Positions in blocks of B = max(512, 2 sqrt n). A block's indices are sorted by (word,
// index) in a buffer; within a group of equal words, each one's previous occurrence is the
// one before it. The first of each group needs its last occurrence before the block, and
// only one at or after the current left end matters: one scan of words[left, start)
// binary-searches each word among the block and records the latest position. Then the
// block's positions are swept in order, moving left past each previous occurrence.
// O((n / B) w log B + n log B) time (w the window length), O(sqrt n) extra space.
class Solution {
public:
    int solve(const vector<string>& words) {
        int n = (int)words.size();
        int cap = max(512, (int)(2 * sqrt((double)n)));
        vector<int> order(cap), prevAt(cap);
        int left = 0, best = 0;
        for (int start = 0; start < n; start += cap) {
            int len = min(cap, n - start);
            for (int k = 0; k < len; ++k) order[k] = start + k;
            sort(order.begin(), order.begin() + len, [&](int x, int y) {
                int c = words[x].compare(words[y]);
                return c < 0 || (c == 0 && x < y);
            });
            for (int k = 0; k < len; ++k) {
                bool first = k == 0 || words[order[k - 1]] != words[order[k]];
                prevAt[order[k] - start] = first ? -1 : order[k - 1];
            }
            for (int j = left; j < start; ++j) {
                const string& w = words[j];
                int lo = 0, hi = len;
                while (lo < hi) {
                    int mid = (lo + hi) / 2;
                    if (words[order[mid]] < w) lo = mid + 1; else hi = mid;
                }
                if (lo < len && words[order[lo]] == w) prevAt[order[lo] - start] = j;
            }
            for (int k = 0; k < len; ++k) {
                int i = start + k;
                if (prevAt[k] + 1 > left) left = prevAt[k] + 1;
                if (i - left + 1 > best) best = i - left + 1;
            }
        }
        return best;
    }
};
