// Splitters, then binary search on the answer d over buckets of the sorted order.
// Once: the sorted order is walked in batches of B = max(768, sqrt n) positions (one scan
// per batch collects the positions above the last batch into a buffer of 2B, trimmed to
// the B smallest by nth_element whenever it fills), keeping each batch's smallest position:
// about n / B splitters cut the line into buckets of at most B positions.
// Each check of d places balls greedily from the smallest position: the next ball is the
// smallest position >= t = last ball + d; the bucket holding t is found among the
// splitters, its positions >= t are collected by one scan and sorted, and the greedy walks
// them. At most min(c, n / B + 1) scans a check: O(n sqrt n log V) time, O(sqrt n) extra
// space.
class Solution {
public:
    long long solve(const vector<int>& x, int c) {
        const int* p = x.data();
        int n = (int)x.size();
        size_t b = max((size_t)768, (size_t)sqrt((double)n));
        vector<int> buf;
        buf.reserve(2 * b);
        vector<long long> split;  // split[k]: the smallest position of bucket k
        split.reserve(n / b + 2);
        long long t = LLONG_MIN;
        for (;;) {  // batch: the positions >= t that are < bound (positions are distinct)
            buf.clear();
            long long bound = LLONG_MAX;
            for (int i = 0; i < n; ++i) {
                long long v = p[i];
                if (v < t || v >= bound) continue;
                buf.push_back(p[i]);
                if (buf.size() == 2 * b) {
                    nth_element(buf.begin(), buf.begin() + (b - 1), buf.end());
                    bound = buf[b - 1];
                    buf.resize(b - 1);
                }
            }
            if (buf.empty()) break;
            long long low = buf[0], high = buf[0];
            for (int v : buf) {
                low = min(low, (long long)v);
                high = max(high, (long long)v);
            }
            split.push_back(low);
            t = high + 1;
        }
        int buckets = (int)split.size();
        split.push_back(LLONG_MAX);
        const long long lo = split[0];
        long long hi = lo;
        for (int i = 0; i < n; ++i) hi = max(hi, (long long)p[i]);

        long long good = 1, bad = (hi - lo) / (c - 1) + 1;
        while (bad - good > 1) {
            long long d = good + (bad - good) / 2;
            long long next = lo + d;  // the next ball goes to the smallest position >= next
            int placed = 1;
            while (placed < c && next <= hi) {
                int k = int(upper_bound(split.begin(), split.begin() + buckets, next) - split.begin()) - 1;
                long long end = split[k + 1];
                unsigned long long width = end - next;  // next <= p[i] < end, as one comparison
                buf.clear();
                for (int i = 0; i < n; ++i)
                    if ((unsigned long long)(p[i] - next) < width) buf.push_back(p[i]);
                sort(buf.begin(), buf.end());
                for (int v : buf)
                    if (v >= next) {
                        if (++placed == c) break;
                        next = (long long)v + d;
                    }
                if (next < end) next = end;  // no position of this bucket is >= next
            }
            if (placed >= c) good = d;
            else bad = d;
        }
        return good;
    }
};
