// The bits split into a high part of H = b - L bits and a low part of L = max(12, b / 2)
// bits (all b bits when b <= 12). For each high pattern Q, one scan of a counts the values
// whose high part is Q into a table of 2^L low parts; a sum over subsets turns it into
// T[m] = #{j : high(a[j]) = Q, low(a[j]) subset of m}; a second scan adds, for every value
// x whose high part is disjoint from Q, T[~low(x)]. That counts the ordered pairs (i, j),
// i = j included exactly for the zeros. O(2^(b-L) n + 2^b L) time, O(2^L) extra space
// (2^12 ints, 16 KB, within b <= 20: the floor decides L, as the buffer floors of
// heaters_radius and smallest_difference_pair do).
class Solution {
public:
    long long solve(const vector<int>& a, int b) {
        int L = b < 12 ? b : max(12, (b + 1) / 2);
        int H = b - L;
        size_t size = (size_t)1 << L;
        unsigned lowMask = (unsigned)size - 1;
        vector<int> tableBuf(size);
        int* T = tableBuf.data();
        const int* begin = a.data();
        const int* end = begin + a.size();
        long long total = 0, zeros = 0;
        for (const int* p = begin; p != end; ++p) zeros += *p == 0;
        for (unsigned Q = 0; Q < (1u << H); ++Q) {
            for (size_t k = 0; k < size; ++k) T[k] = 0;
            int any = 0;
            for (const int* p = begin; p != end; ++p) {
                unsigned x = (unsigned)*p;
                int hit = (x >> L) == Q;
                T[x & lowMask] += hit;
                any |= hit;
            }
            if (!any) continue;
            for (int bit = 0; bit < L; ++bit) {
                size_t step = (size_t)1 << bit;
                for (size_t base = 0; base < size; base += 2 * step)
                    for (size_t k = base + step; k < base + 2 * step; ++k) T[k] += T[k - step];
            }
            long long part = 0;
            for (const int* p = begin; p != end; ++p) {
                unsigned x = (unsigned)*p;
                int v = T[~x & lowMask];
                part += ((x >> L) & Q) == 0 ? v : 0;
            }
            total += part;
        }
        return (total - zeros) / 2;
    }
};
