// The sorted order walked in batches: one pass over the regenerated stream keeps, in a
// bounded max-heap, the B smallest keys above the last key walked (a key is the value with
// the stream position below it, so equal values are told apart); the batch is sorted and
// each value a_(r) of sorted rank r adds a_(r) (2r - n + 1), its share of the pairwise
// distances. B = max(512, sqrt n): ceil(n / B) passes, O(n sqrt n) time (a key enters the
// heap rarely on a pseudo-random stream), O(sqrt n) extra space.
class Solution {
public:
    long long solve(int n, long long seed, int b) {
        const unsigned long long A = 6364136223846793005ULL, C = 1442695040888963407ULL;
        int shift = 64 - b;
        int cap = max(512, (int)sqrt((double)n));
        vector<long long> heap(cap);
        long long last = -1, total = 0;
        long long rank = 0;
        while (rank < n) {
            size_t hs = 0;
            unsigned long long x = (unsigned long long)seed;
            for (int i = 0; i < n; ++i) {
                x = x * A + C;
                long long key = (long long)(x >> shift) << 20 | i;
                if (key <= last) continue;
                if (hs < (size_t)cap) {
                    heap[hs++] = key;
                    push_heap(heap.begin(), heap.begin() + hs);
                } else if (key < heap[0]) {
                    pop_heap(heap.begin(), heap.begin() + hs);
                    heap[hs - 1] = key;
                    push_heap(heap.begin(), heap.begin() + hs);
                }
            }
            sort_heap(heap.begin(), heap.begin() + hs);
            for (size_t t = 0; t < hs; ++t) {
                total += (heap[t] >> 20) * (2 * rank - n + 1);
                ++rank;
            }
            last = heap[hs - 1];
        }
        return total;
    }
};
