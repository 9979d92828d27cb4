// The greedy over the values in increasing order (each takes the smallest free slot at or
// above it), fed through a buffer of the next B = max(768, sqrt n) elements in (value, index)
// order: one scan with a max-heap keeps the B smallest keys above the last element placed,
// then they are placed in order. O(n / B) scans of O(n) (plus heap work): O(n sqrt n) time,
// O(sqrt n) extra space.
class Solution {
    const int* p;
    // element i comes before element j: smaller value, then smaller index
    bool before(int i, int j) const { return p[i] < p[j] || (p[i] == p[j] && i < j); }
public:
    long long minIncrements(const vector<int>& a) {
        p = a.data();
        int n = (int)a.size();
        size_t cap = max((size_t)768, (size_t)sqrt((double)n));
        auto cmp = [this](int i, int j) { return before(i, j); };
        vector<int> buf;
        buf.reserve(cap);
        int last = -1;
        long long moves = 0, freeSlot = 0;
        int done = 0;
        while (done < n) {
            buf.clear();
            bool full = false;
            int top = -1;  // the buffer's largest key once it is full
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
                long long slot = max((long long)p[j], freeSlot);
                moves += slot - p[j];
                freeSlot = slot + 1;
            }
            done += (int)buf.size();
            last = buf.back();
        }
        return moves;
    }
};
