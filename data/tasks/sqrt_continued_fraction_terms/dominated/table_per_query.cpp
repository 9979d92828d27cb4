// Records the partial quotients again for every query, up to the end of the period, and
// reads its place: the walk's O(L) time per query with the table's O(L) space.
class Solution {
public:
    void solve(long long D, const vector<long long>& e, vector<long long>& answer) {
        long long a0 = (long long)sqrtl((long double)D);
        while (a0 * a0 > D) --a0;
        while ((a0 + 1) * (a0 + 1) <= D) ++a0;
        long long last = 0;
        for (long long code : e) {
            long long k = code + last;
            vector<long long> terms;
            long long m = 0, d = 1, a = a0;
            do {
                m = d * a - m;
                d = (D - m * m) / d;
                a = (a0 + m) / d;
                terms.push_back(a);
            } while (a != 2 * a0);
            last = k == 0 ? a0 : terms[(k - 1) % (long long)terms.size()];
            answer.push_back(last);
        }
    }
};
