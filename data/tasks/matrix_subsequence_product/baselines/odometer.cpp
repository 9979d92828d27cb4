// Every subsequence in the order of a binary counter whose bit j stands for matrix n - 1 - j,
// keeping only the current product. Adding 1 to the counter drops its trailing ones, the
// last chosen matrices, from the right end of the product (a right factor adj(M) = M^-1,
// as det M = 1) and appends the next matrix: two 2x2 products mod p per subsequence on
// average. O(2^n) time, O(1) extra space (the counter and one matrix).
class Solution {
public:
    long long solve(const vector<array<int, 4>>& mats, const vector<int>& target) {
        typedef unsigned long long u64;
        const u64 P = 1000000007ULL;
        int n = (int)mats.size();
        const int* w = mats.empty() ? nullptr : &mats[0][0];
        u64 t0 = target[0], t1 = target[1], t2 = target[2], t3 = target[3];
        u64 a = 1, b = 0, c = 0, d = 1;  // the product of the chosen matrices, in order
        long long count = (a == t0 && b == t1 && c == t2 && d == t3) ? 1 : 0;
        u64 mask = 0, full = n == 64 ? ~0ULL : (1ULL << n) - 1;
        while (mask != full) {
            int j = 0;
            for (; (mask >> j) & 1; ++j) {  // drop matrix n - 1 - j from the right end
                const int* x = w + 4 * (n - 1 - j);
                u64 e = x[3], f = P - x[1], g = P - x[2], h = x[0];
                u64 na = (a * e + b * g) % P, nb = (a * f + b * h) % P;
                u64 nc = (c * e + d * g) % P, nd = (c * f + d * h) % P;
                a = na, b = nb, c = nc, d = nd;
            }
            mask = (mask | (1ULL << j)) & ~((1ULL << j) - 1);
            const int* x = w + 4 * (n - 1 - j);  // append matrix n - 1 - j
            u64 na = (a * x[0] + b * x[2]) % P, nb = (a * x[1] + b * x[3]) % P;
            u64 nc = (c * x[0] + d * x[2]) % P, nd = (c * x[1] + d * x[3]) % P;
            a = na, b = nb, c = nc, d = nd;
            if (a == t0 && b == t1 && c == t2 && d == t3) ++count;
        }
        return count;
    }
};
