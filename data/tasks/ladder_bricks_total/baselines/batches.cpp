// The walk's successor search through a buffer of B = max(768, sqrt n) climb indices,
// refilled by one scan. The buffer holds, ascending by (size, index) key, every climb so far
// whose key lies strictly above the threshold and at most a bound (or every one above the
// threshold: `complete`). A climb that takes a ladder goes in when its key is below the
// bound; an overflow drops the largest and lowers the bound. The threshold's successor is the
// buffer's front; an empty buffer is refilled by a scan of the prefix with a bounded max-heap
// of B + 1 indices, so once per B threshold moves at least.
// O(n / B) scans of O(n log B): O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
    const int* h;
    int climb(int i) const { return h[i] - h[i - 1]; }
    bool less(int i, int j) const {       // key(i) < key(j)
        int a = climb(i), b = climb(j);
        return a < b || (a == b && i < j);
    }

public:
    long long totalBricks(const vector<int>& heights, int ladders) {
        h = heights.data();
        int n = (int)heights.size();
        int cap = max(768, (int)sqrt((double)n));
        vector<int> buf(cap + 1);
        int* B = buf.data();
        int head = 0, tail = 0;           // buffer B[head..tail), ascending keys
        bool complete = false;
        long long bricks = 0, total = 0;
        int climbs = 0, thr = -1;
        auto cmp = [this](int x, int y) { return less(x, y); };
        for (int j = 1; j < n; ++j) {
            int d = h[j] - h[j - 1];
            if (d > 0) {
                ++climbs;
                if (ladders == 0) {
                    bricks += d;
                } else if (climbs == ladders) {
                    for (int i = 1; i <= j; ++i)
                        if (climb(i) > 0 && (thr < 0 || less(i, thr))) thr = i;
                } else if (climbs > ladders) {
                    int t = climb(thr);
                    if (d >= t) {
                        bricks += t;
                        if (complete || (tail > head && less(j, B[tail - 1]))) {
                            int lo = head, hi = tail;     // first element with key > key(j)
                            while (lo < hi) {
                                int mid = (lo + hi) / 2;
                                if (less(B[mid], j)) lo = mid + 1; else hi = mid;
                            }
                            if (tail == cap + 1) {        // compact to the front
                                memmove(B, B + head, (tail - head) * sizeof(int));
                                lo -= head; tail -= head; head = 0;
                            }
                            memmove(B + lo + 1, B + lo, (tail - lo) * sizeof(int));
                            B[lo] = j;
                            ++tail;
                            if (tail - head > cap) { --tail; complete = false; }
                        }
                        if (tail == head) {               // refill: the cap + 1 smallest keys above thr
                            int cnt = 0;
                            for (int i = 1; i <= j; ++i) {
                                if (climb(i) <= 0 || !less(thr, i)) continue;
                                if (cnt <= cap) {
                                    B[cnt++] = i;
                                    push_heap(B, B + cnt, cmp);
                                } else if (less(i, B[0])) {
                                    pop_heap(B, B + cnt, cmp);
                                    B[cnt - 1] = i;
                                    push_heap(B, B + cnt, cmp);
                                }
                            }
                            sort_heap(B, B + cnt, cmp);
                            complete = cnt <= cap;
                            if (!complete) --cnt;
                            head = 0; tail = cnt;
                        }
                        thr = B[head++];
                    } else {
                        bricks += d;
                    }
                }
            }
            total += bricks;
        }
        return total;
    }
};
