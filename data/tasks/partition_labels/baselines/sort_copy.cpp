// Sort (value, index) keys of a copy: each value's occurrences become one run, whose first
// and last index give the value's span. Record each span's end at its start, then sweep the
// positions: the piece's end grows to every span end met and a piece is cut when the sweep
// reaches it. O(n log n) time, O(n) extra space.
class Solution {
public:
    int maxPieces(const vector<int>& a) {
        int n = (int)a.size();
        vector<long long> key(n);
        for (int i = 0; i < n; ++i) key[i] = (long long)a[i] << 32 | (unsigned)i;
        sort(key.begin(), key.end());
        vector<int> spanEnd(n, -1);
        for (int k = 0; k < n;) {
            int first = (int)(key[k] & 0xffffffffLL);
            long long v = key[k] >> 32;
            int l = k;
            while (l + 1 < n && (key[l + 1] >> 32) == v) ++l;
            spanEnd[first] = (int)(key[l] & 0xffffffffLL);
            k = l + 1;
        }
        int pieces = 0, end = -1;
        for (int i = 0; i < n; ++i) {
            if (spanEnd[i] > end) end = spanEnd[i];
            if (end == i) ++pieces;
        }
        return pieces;
    }
};
