// One walk of the expansion's recurrence finds the period L (a_L = 2 a_0 ends it); every
// query then walks again from the start to its place in the period: O(L) once and per
// query, O(1) extra space.
class Solution {
    static long long isqrt(long long v) {
        long long r = (long long)sqrtl((long double)v);
        while (r * r > v) --r;
        while ((r + 1) * (r + 1) <= v) ++r;
        return r;
    }

public:
    void solve(long long D, const vector<long long>& e, vector<long long>& answer) {
        const long long a0 = isqrt(D);
        long long m = 0, d = 1, a = a0, period = 0;
        do {  // (m, d, a) -> the next complete quotient (sqrt(D) + m) / d and its floor
            m = d * a - m;
            d = (D - m * m) / d;
            a = (a0 + m) / d;
            ++period;
        } while (a != 2 * a0);
        long long last = 0;
        for (long long code : e) {
            long long k = code + last;
            long long value = a0;
            if (k > 0) {
                long long r = (k - 1) % period + 1;
                m = 0, d = 1, a = a0;
                for (long long i = 0; i < r; ++i) {
                    m = d * a - m;
                    d = (D - m * m) / d;
                    a = (a0 + m) / d;
                }
                value = a;
            }
            last = value;
            answer.push_back(value);
        }
    }
};
