// The answer is n - odd (+1 if odd > 0), odd the number of symbols occurring an odd number
// of times. The symbols are visited in increasing order, B = max(1024, sqrt n) occurrences
// at a time: one scan of the sequence per batch collects the symbols above the last one
// counted into a buffer of 2B; when it fills, nth_element keeps its B smallest and later
// symbols enter only below the B-th (the top). After the scan the batch is sorted: every
// symbol below the top has all its copies there (their runs give their parities); the
// copies of the top may be incomplete and wait for the next batch, unless the batch holds
// nothing else (then one more scan counts them). O(n / B) scans: O(n sqrt n) time,
// O(sqrt n) extra space.
class Solution {
public:
    int longestPalindrome(const vector<int>& s) {
        int n = (int)s.size();
        const int* a = s.data();
        int B = max(1024, (int)sqrt((double)n));
        vector<int> buf(2 * B);
        int* b = buf.data();
        int last = -1;  // every symbol above last is still to be counted
        int odd = 0;
        while (true) {
            int size = 0, top = INT_MAX;
            bool cut = false;
            // last < v < top as one unsigned comparison: a branch that is rarely taken
            unsigned lo = (unsigned)last + 1u, span = (unsigned)top - lo;
            for (int j = 0; j < n; ++j) {
                int v = a[j];
                if ((unsigned)v - lo >= span) continue;
                b[size++] = v;
                if (size == 2 * B) {
                    nth_element(b, b + B - 1, b + 2 * B);
                    size = B;
                    cut = true;
                    top = b[B - 1];
                    span = (unsigned)top - lo;
                }
            }
            if (size == 0) break;
            sort(b, b + size);
            int end = size;
            if (cut) {
                top = b[B - 1];
                end = (int)(lower_bound(b, b + B, top) - b);
                if (end == 0) {  // B copies of one symbol or more: count them
                    int c = 0;
                    for (int j = 0; j < n; ++j) c += (a[j] == top);
                    odd += c & 1;
                    last = top;
                    continue;
                }
            }
            for (int t = 0; t < end;) {
                int u = t + 1;
                while (u < end && b[u] == b[t]) ++u;
                odd += (u - t) & 1;
                t = u;
            }
            if (!cut) break;
            last = b[end - 1];
        }
        return n - odd + (odd > 0 ? 1 : 0);
    }
};
