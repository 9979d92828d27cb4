// One walk records every partial quotient of the period (a_1 .. a_L, ending at 2 a_0); a
// query reads its place in the period: O(L) once, O(1) per query, O(L) extra space.
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
        vector<int> terms;  // terms[i - 1] = a_i; a_i <= 2 a_0 < 2^31
        long long m = 0, d = 1, a = a0;
        do {
            m = d * a - m;
            d = (D - m * m) / d;
            a = (a0 + m) / d;
            terms.push_back((int)a);
        } while (a != 2 * a0);
        const long long period = (long long)terms.size();
        long long last = 0;
        for (long long code : e) {
            long long k = code + last;
            last = k == 0 ? a0 : terms[(k - 1) % period];
            answer.push_back(last);
        }
    }
};
