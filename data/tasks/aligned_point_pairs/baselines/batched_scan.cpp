// A pair qualifies when it shares x or shares y (a + b = sqrt(a^2 + b^2) iff ab = 0 for
// a, b >= 0): the answer is the pairs sharing x plus those sharing y minus those sharing
// both, c(c-1)/2 per group of c equal keys. The groups are read off two sorted streams of
// keys, (x, y) and y, produced B = max(1024, sqrt n) keys at a time: one scan of the points
// keeps, in a max-heap, the B smallest keys above the last one emitted (copies included).
// The batch is sorted and emitted, except the copies of its largest key when it is full
// (some copies may have been left out: they head the next batch); a full batch of one key
// is emitted after one more scan counts its copies. Runs carry over from batch to batch.
// O(n / B) scans per stream: O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution {
    static const long long OFF = 1LL << 30;  // coordinates + OFF lie in [0, 2^31)

    vector<unsigned long long> heap;
    // the run state of a stream: the previous key and how many earlier keys share its line
    // (its x in the x stream, its y in the y stream) and its point
    unsigned long long prev;
    long long runLine, runPoint, pairs;
    bool byX;

    unsigned long long key(const vector<int>& x, const vector<int>& y, int j) const {
        return byX ? (unsigned long long)(x[j] + OFF) << 31 | (unsigned long long)(y[j] + OFF)
                   : (unsigned long long)(y[j] + OFF);
    }

    // the x stream counts the pairs sharing x but not y, the y stream those sharing y: each
    // key adds the number of earlier keys on its line, less those at the same point
    void emit(unsigned long long k) {
        if (byX) {
            if (prev != ~0ULL && (k >> 31) == (prev >> 31)) ++runLine; else runLine = 0;
            if (k == prev) ++runPoint; else runPoint = 0;
            pairs += runLine - runPoint;
        } else {
            if (k == prev) ++runLine; else runLine = 0;
            pairs += runLine;
        }
        prev = k;
    }

    long long stream(const vector<int>& x, const vector<int>& y, bool alongX) {
        int n = (int)x.size(), B = (int)heap.size();
        unsigned long long* h = heap.data();
        byX = alongX;
        prev = ~0ULL;
        runLine = runPoint = pairs = 0;
        unsigned long long last = 0;
        bool started = false;
        while (true) {
            int size = 0;
            for (int j = 0; j < n; ++j) {
                unsigned long long c = key(x, y, j);
                if (started && c <= last) continue;
                if (size < B) {  // sift up
                    int p = size++;
                    while (p > 0 && h[(p - 1) >> 1] < c) {
                        h[p] = h[(p - 1) >> 1];
                        p = (p - 1) >> 1;
                    }
                    h[p] = c;
                } else if (c < h[0]) {  // replace the largest, sift down
                    int p = 0;
                    while (true) {
                        int l = 2 * p + 1;
                        if (l >= size) break;
                        if (l + 1 < size && h[l] < h[l + 1]) ++l;
                        if (c >= h[l]) break;
                        h[p] = h[l];
                        p = l;
                    }
                    h[p] = c;
                }
            }
            if (size == 0) break;
            sort(h, h + size);
            started = true;
            if (size < B) {  // everything above last: the stream ends
                for (int t = 0; t < size; ++t) emit(h[t]);
                break;
            }
            unsigned long long top = h[size - 1];
            int cut = (int)(lower_bound(h, h + size, top) - h);
            if (cut == 0) {  // B copies of one key or more: count them
                int copies = 0;
                for (int j = 0; j < n; ++j)
                    if (key(x, y, j) == top) ++copies;
                for (int t = 0; t < copies; ++t) emit(top);
                last = top;
            } else {
                for (int t = 0; t < cut; ++t) emit(h[t]);
                last = h[cut - 1];
            }
        }
        return pairs;
    }

public:
    long long countPairs(const vector<int>& x, const vector<int>& y) {
        int n = (int)x.size();
        heap.assign(max(1024, (int)sqrt((double)n)), 0);
        return stream(x, y, true) + stream(x, y, false);
    }
};
