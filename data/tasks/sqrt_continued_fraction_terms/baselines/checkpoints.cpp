// A first walk finds the period L; a second keeps (m, d) of the complete quotient at every
// multiple of B = isqrt(L); a query resumes from the checkpoint below its place in the
// period: O(L) once, O(sqrt L) per query, O(sqrt L) extra space.
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
        do {
            m = d * a - m;
            d = (D - m * m) / d;
            a = (a0 + m) / d;
            ++period;
        } while (a != 2 * a0);
        const long long block = max(1LL, isqrt(period));
        vector<pair<long long, long long>> saved;  // saved[j]: (m, d) after j * block steps
        saved.reserve(period / block + 1);
        m = 0, d = 1, a = a0;
        for (long long i = 0; i <= period; ++i) {
            if (i % block == 0) saved.emplace_back(m, d);
            m = d * a - m;
            d = (D - m * m) / d;
            a = (a0 + m) / d;
        }
        long long last = 0;
        for (long long code : e) {
            long long k = code + last;
            long long value = a0;
            if (k > 0) {
                long long r = (k - 1) % period + 1;
                m = saved[r / block].first, d = saved[r / block].second;
                a = (a0 + m) / d;
                for (long long i = r / block * block; i < r; ++i) {
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
