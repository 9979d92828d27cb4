// Lists in groups of G = max(160, ceil(sqrt k)). For every pair of groups (a, b), a <= b, one
// merge of the lists of a and b through a binary heap of at most 2G cursors: each value taken
// is the larger of its pairs with the values of the other group taken before it (for a == b,
// with every value taken before it). Every pair of elements is counted once, in the merge of
// its two groups; adding every value once gives the rank-weighted sum.
// O(N (k / G) log G + k^2 / G) time, O(sqrt k) extra space (2G cursors of 12 bytes; within
// this task's k the floor 160 decides G).
class Solution {
    struct Cur { int val, list, pos; };
    Cur* heap = nullptr;
    int size = 0;
    void sift(int i) {
        Cur c = heap[i];
        for (;;) {
            int ch = 2 * i + 1;
            if (ch >= size) break;
            if (ch + 1 < size && heap[ch + 1].val < heap[ch].val) ++ch;
            if (heap[ch].val >= c.val) break;
            heap[i] = heap[ch];
            i = ch;
        }
        heap[i] = c;
    }
public:
    long long solve(const vector<vector<int>>& lists) {
        int k = (int)lists.size();
        int G = max(160, (int)ceil(sqrt((double)k)));
        vector<Cur> buf(2 * G);
        heap = buf.data();
        unsigned long long total = 0;  // wraps harmlessly: the true answer fits in 64 bits
        for (int i = 0; i < k; ++i)
            for (int x : lists[i]) total += (unsigned long long)(long long)x;
        for (int a = 0; a < k; a += G) {
            int aend = min(k, a + G);
            for (int b = a; b < k; b += G) {
                int bend = min(k, b + G);
                size = 0;
                for (int i = a; i < aend; ++i)
                    if (!lists[i].empty()) heap[size++] = {lists[i][0], i, 0};
                if (b != a)
                    for (int i = b; i < bend; ++i)
                        if (!lists[i].empty()) heap[size++] = {lists[i][0], i, 0};
                for (int i = size / 2 - 1; i >= 0; --i) sift(i);
                unsigned long long takenA = 0, takenB = 0;
                while (size > 0) {
                    Cur& t = heap[0];
                    unsigned long long v = (unsigned long long)(long long)t.val;
                    if (b == a) {
                        total += v * takenA;
                        ++takenA;
                    } else if (t.list < aend) {
                        total += v * takenB;
                        ++takenA;
                    } else {
                        total += v * takenA;
                        ++takenB;
                    }
                    const vector<int>& l = lists[t.list];
                    if (++t.pos < (int)l.size()) t.val = l[t.pos];
                    else heap[0] = heap[--size];
                    if (size > 0) sift(0);
                }
            }
        }
        return (long long)total;
    }
};
