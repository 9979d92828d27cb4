// Smith's rule (run jobs in increasing t/w) through a buffer of the indices of the next B
// jobs in that order, B = max(768, sqrt n): one scan with a max-heap collects the B
// smallest (ratio, index) keys above the last job run, then they are run in order.
// O(n / B) scans of O(n) each: O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
    const int* tp;
    const int* wp;
    // job a runs before job b: smaller ratio t/w (cross-multiplied), then smaller index
    bool before(int a, int b) const {
        long long x = (long long)tp[a] * wp[b], y = (long long)tp[b] * wp[a];
        return x < y || (x == y && a < b);
    }
public:
    long long solve(const vector<int>& t, const vector<int>& w) {
        tp = t.data();
        wp = w.data();
        int n = (int)t.size();
        size_t cap = max((size_t)768, (size_t)sqrt((double)n));
        auto cmp = [this](int a, int b) { return before(a, b); };
        vector<int> buf;
        buf.reserve(cap);
        int last = -1;
        long long clock = 0, total = 0;
        int done = 0;
        while (done < n) {
            buf.clear();
            bool full = false;
            int top = -1;  // the buffer's latest job once it is full
            for (int i = 0; i < n; ++i) {
                if (last >= 0 && !before(last, i)) continue;
                if (full) {
                    if (!before(i, top)) continue;
                    pop_heap(buf.begin(), buf.end(), cmp);
                    buf.back() = i;
                    push_heap(buf.begin(), buf.end(), cmp);
                    top = buf.front();
                } else {
                    buf.push_back(i);
                    push_heap(buf.begin(), buf.end(), cmp);
                    full = buf.size() == cap;
                    top = buf.front();
                }
            }
            sort_heap(buf.begin(), buf.end(), cmp);
            for (int j : buf) {
                clock += tp[j];
                total += clock * wp[j];
            }
            done += (int)buf.size();
            last = buf.back();
        }
        return total;
    }
};
