// Sweep the intervals in increasing (l, index) order, merging overlapping ones, through a
// buffer of the indices of the next B intervals in that order, B = max(768, sqrt n): one scan
// with a max-heap collects the B smallest keys above the last interval swept, then they are
// swept in order. O(n / B) scans of O(n) each: O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
    const int* lp;
    // interval a comes before interval b: smaller left end, then smaller index
    bool before(int a, int b) const { return lp[a] < lp[b] || (lp[a] == lp[b] && a < b); }
public:
    long long solve(const vector<int>& l, const vector<int>& r) {
        lp = l.data();
        int n = (int)l.size();
        size_t cap = max((size_t)768, (size_t)sqrt((double)n));
        auto cmp = [this](int a, int b) { return before(a, b); };
        vector<int> buf;
        buf.reserve(cap);
        int last = -1, done = 0;
        long long total = 0, cur_l = 0, cur_r = 0;
        bool open = false;
        while (done < n) {
            buf.clear();
            bool full = false;
            int top = -1;  // the buffer's latest interval once it is full
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
                if (open && l[j] <= cur_r) {
                    if (r[j] > cur_r) cur_r = r[j];
                } else {
                    if (open) total += cur_r - cur_l;
                    cur_l = l[j];
                    cur_r = r[j];
                    open = true;
                }
            }
            done += (int)buf.size();
            last = buf.back();
        }
        if (open) total += cur_r - cur_l;
        return total;
    }
};
