// Forced cuts: where s_{k-1} s_k is not a code 10..26, every decoding splits between k-1
// and k, so ways(l..r) is the product of the ways of the pieces between forced cuts. Inside
// a piece every digit but the last is 1 or 2 and every adjacent pair is a code, so a range
// x..y inside one piece decodes in Fib(len + 1) ways (Fib(len - 1) if s_y = '0', which
// must pair with s_{y-1}), len = y - x + 1. One pass stores each digit's piece, each
// piece's start, prefix products of the nonzero piece counts with their inverses, prefix
// counts of zero pieces, and Fib: a query is a few products. O(n + q) time, O(n) space.
class Solution {
    static constexpr unsigned long long MOD = 1000000007ULL;
    static unsigned long long power(unsigned long long a, unsigned long long e) {
        unsigned long long r = 1;
        for (a %= MOD; e; e >>= 1, a = a * a % MOD)
            if (e & 1) r = r * a % MOD;
        return r;
    }
public:
    void solve(const string& s, const vector<int>& x, const vector<int>& y, vector<int>& answer) {
        const char* c = s.data();
        int n = (int)s.size();
        vector<unsigned> fib(n + 2);
        fib[0] = 0;
        fib[1] = 1;
        for (int k = 2; k <= n + 1; ++k) fib[k] = (unsigned)((fib[k - 1] + fib[k - 2]) % MOD);
        // ways of the range x..y inside one piece
        auto inside = [&](int a, int b) -> unsigned long long {
            int len = b - a + 1;
            return c[b] != '0' ? fib[len + 1] : fib[len - 1];
        };
        vector<int> piece(n);
        vector<int> start;
        start.reserve(n + 1);
        for (int k = 0; k < n; ++k) {
            bool code = k > 0 && (c[k - 1] == '1' || (c[k - 1] == '2' && c[k] <= '6'));
            if (!code) start.push_back(k);
            piece[k] = (int)start.size() - 1;
        }
        int pieces = (int)start.size();
        start.push_back(n);
        // pre[p]: product of the nonzero counts of pieces 0..p-1; zeros[p]: how many are 0
        vector<unsigned> pre(pieces + 1), inv(pieces + 1);
        vector<int> zeros(pieces + 1);
        pre[0] = 1;
        zeros[0] = 0;
        for (int p = 0; p < pieces; ++p) {
            unsigned long long w = inside(start[p], start[p + 1] - 1);
            zeros[p + 1] = zeros[p] + (w == 0);
            pre[p + 1] = (unsigned)(w == 0 ? pre[p] : pre[p] * w % MOD);
        }
        inv[pieces] = (unsigned)power(pre[pieces], MOD - 2);
        for (int p = pieces; p > 0; --p) {
            unsigned long long w = inside(start[p - 1], start[p] - 1);
            inv[p - 1] = (unsigned)(w == 0 ? inv[p] : inv[p] * w % MOD);
        }
        long long last = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            int l = (int)((x[i] + last) % n), r = (int)((y[i] + last) % n);
            if (l > r) swap(l, r);
            int pl = piece[l], pr = piece[r];
            unsigned long long ways;
            if (pl == pr) {
                ways = inside(l, r);
            } else if (zeros[pr] - zeros[pl + 1] > 0) {
                ways = 0;
            } else {
                ways = inside(l, start[pl + 1] - 1) * inside(start[pr], r) % MOD;
                ways = ways * pre[pr] % MOD * inv[pl + 1] % MOD;
            }
            answer.push_back((int)ways);
            last = (long long)ways;
        }
    }
};
