// Table: count the divisors of every k <= m at once (each i adds one to its multiples) into
// the leaves of a bottom-up segment tree of maxima (d(k) <= 160 for k <= 2*10^5, one byte
// each): O(m log m) once, O(log m) per query, O(m) space.
class Solution {
public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        vector<unsigned char> tree(2 * (size_t)m, 0);   // leaf of k at m + k - 1
        unsigned char* leaf = tree.data() + m - 1;
        for (int i = 1; i <= m; ++i)
            for (int k = i; k <= m; k += i) ++leaf[k];
        for (int v = m - 1; v >= 1; --v) tree[v] = max(tree[2 * v], tree[2 * v + 1]);
        long long last = 0;
        for (const auto& qr : queries) {
            int l = (int)((qr[0] + last) % m) + 1, r = (int)((qr[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            int best = 0;
            for (int a = l - 1 + m, b = r + m; a < b; a >>= 1, b >>= 1) {
                if (a & 1) best = max(best, (int)tree[a++]);
                if (b & 1) best = max(best, (int)tree[--b]);
            }
            last = best;
            answer.push_back(last);
        }
    }
};
