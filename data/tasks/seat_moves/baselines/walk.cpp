// The greedy pairs the k-th smallest seat with the k-th smallest student (exchange argument:
// crossing pairs never move less). Both sorted orders are walked by distinct value with
// constant state: one scan finds the next larger value of an array and how often it occurs,
// then min(copies left of each side) pairs move |seat - student| each.
// O(n * distinct values) = O(n^2) time, O(1) extra space.
class Solution {
    // the smallest value of a[0..n) above last, and its count (count 0 when none)
    static void next_value(const int* a, int n, long long last, long long& value, long long& count) {
        long long best = LLONG_MAX, cnt = 0;
        for (int i = 0; i < n; ++i) {
            long long v = a[i];
            if (v <= last || v > best) continue;
            if (v < best) {
                best = v;
                cnt = 1;
            } else {
                ++cnt;
            }
        }
        value = best;
        count = cnt;
    }
public:
    long long solve(const vector<int>& seats, const vector<int>& students) {
        const int* a = seats.data();
        const int* b = students.data();
        int n = (int)seats.size();
        long long va = 0, ca = 0, vb = 0, cb = 0, total = 0;
        long long left = n;
        while (left > 0) {
            if (ca == 0) next_value(a, n, va, va, ca);
            if (cb == 0) next_value(b, n, vb, vb, cb);
            long long k = min(ca, cb);
            total += k * (va > vb ? va - vb : vb - va);
            ca -= k;
            cb -= k;
            left -= k;
        }
        return total;
    }
};
