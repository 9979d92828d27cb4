// Copies both arrays, then pairs the k-th smallest of each by one scan per next seat and per
// next student over the copies, marking the ones used: quadratic time AND linear space.
// Correct, dominated by every baseline.
class Solution {
public:
    long long solve(const vector<int>& seats, const vector<int>& students) {
        vector<long long> a(seats.begin(), seats.end()), b(students.begin(), students.end());
        size_t n = a.size();
        vector<char> ua(n, 0), ub(n, 0);
        long long total = 0;
        for (size_t k = 0; k < n; ++k) {
            size_t ia = n, ib = n;
            for (size_t i = 0; i < n; ++i) {
                if (!ua[i] && (ia == n || a[i] < a[ia])) ia = i;
                if (!ub[i] && (ib == n || b[i] < b[ib])) ib = i;
            }
            ua[ia] = ub[ib] = 1;
            total += llabs(a[ia] - b[ib]);
        }
        return total;
    }
};
