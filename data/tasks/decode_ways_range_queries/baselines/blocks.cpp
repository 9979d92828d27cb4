// The recurrence is linear: the pair (ways(l..k), ways(l..k-1)) is the pair at k-1 times a
// 2x2 matrix that depends on s_{k-1} s_k only. The string is cut into blocks of
// B = isqrt(n) digits, and each block keeps the product of its digits' matrices (found by
// running the recurrence from (1, 0) and from (0, 1)). A query runs the recurrence to the
// end of l's block, applies the whole blocks' matrices, and runs the recurrence from the
// start of r's block to r: O(n) preprocessing, O(sqrt n) per query, O(sqrt n) extra space.
class Solution {
    static constexpr unsigned MOD = 1000000007u;
    const char* c;
    // advance the pair (cur, prev) over the digits from..to (inclusive)
    void run(long long from, long long to, unsigned& cur, unsigned& prev) const {
        for (long long k = from; k <= to; ++k) {
            unsigned next = c[k] != '0' ? cur : 0;
            if (c[k - 1] == '1' || (c[k - 1] == '2' && c[k] <= '6')) {
                next += prev;
                if (next >= MOD) next -= MOD;
            }
            prev = cur;
            cur = next;
        }
    }
public:
    void solve(const string& s, const vector<int>& x, const vector<int>& y, vector<int>& answer) {
        c = s.data();
        long long n = (long long)s.size();
        long long b = max(1LL, (long long)sqrtl((long double)n));
        long long blocks = n / b;
        // m[4j..4j+3]: block j (digits jb..jb+b-1) maps (cur, prev) to
        // (m0 cur + m1 prev, m2 cur + m3 prev); block 0 starts at digit 1
        vector<unsigned> m(4 * blocks);
        for (long long j = 0; j < blocks; ++j) {
            long long from = max(1LL, j * b), to = j * b + b - 1;
            unsigned c0 = 1, p0 = 0, c1 = 0, p1 = 1;
            run(from, to, c0, p0);
            run(from, to, c1, p1);
            m[4 * j] = c0; m[4 * j + 1] = c1; m[4 * j + 2] = p0; m[4 * j + 3] = p1;
        }
        long long last = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            long long l = (x[i] + last) % n, r = (y[i] + last) % n;
            if (l > r) swap(l, r);
            unsigned cur = c[l] != '0', prev = 1;
            long long jl = l / b + 1, jr = r / b;  // whole blocks jl..jr-1
            if (jl >= jr || jr > blocks) {
                run(l + 1, r, cur, prev);
            } else {
                run(l + 1, jl * b - 1, cur, prev);
                for (long long j = jl; j < jr; ++j) {
                    const unsigned* t = &m[4 * j];
                    unsigned nc = (unsigned)(((unsigned long long)t[0] * cur + (unsigned long long)t[1] * prev) % MOD);
                    unsigned np = (unsigned)(((unsigned long long)t[2] * cur + (unsigned long long)t[3] * prev) % MOD);
                    cur = nc;
                    prev = np;
                }
                run(jr * b, r, cur, prev);
            }
            answer.push_back((int)cur);
            last = cur;
        }
    }
};
