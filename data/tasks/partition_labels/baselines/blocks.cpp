// The same greedy sweep (grow the piece's end to the last occurrence of each value met, cut
// when the sweep reaches it), with the last occurrences found a block of B = max(2048, 2 sqrt n)
// positions at a time: the block's distinct values go into a buffer sorted by value, one scan
// of the array from the block on records each one's last occurrence by a binary search of the
// buffer, then the block is swept. O(n / B) scans of O(n log B): O(n sqrt n log n) time,
// O(sqrt n) extra space.
class Solution {
public:
    int maxPieces(const vector<int>& a) {
        int n = (int)a.size();
        int B = max(2048, (int)(2 * sqrt((double)n)));
        vector<int> val, last;  // the block's distinct values (sorted) and their last positions
        val.reserve(B);
        last.reserve(B);
        int pieces = 0, end = -1;
        for (int s = 0; s < n; s += B) {
            int e = min(n, s + B);
            val.assign(a.begin() + s, a.begin() + e);
            sort(val.begin(), val.end());
            val.erase(unique(val.begin(), val.end()), val.end());
            int m = (int)val.size();
            const int* vals = val.data();
            last.assign(m, -1);
            // occurrences at or before the current end cannot move it
            for (int j = max(s, end + 1); j < n; ++j) {
                int v = a[j];
                // branch-free lower bound: the first buffer slot whose value is >= v, or m - 1
                const int* base = vals;
                int len = m;
                while (len > 1) {
                    int half = len >> 1;
                    base += (base[half - 1] < v) ? half : 0;
                    len -= half;
                }
                if (*base == v) last[base - vals] = j;
            }
            for (int i = s; i < e; ++i) {
                if (end < i) end = i;
                int l = last[lower_bound(val.begin(), val.end(), a[i]) - val.begin()];
                if (l > end) end = l;
                if (end == i) ++pieces;
            }
        }
        return pieces;
    }
};
