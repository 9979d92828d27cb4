// The sorted matching (the exchange argument: crossing pairs never beat uncrossed ones)
// without storing any order: both arrays are walked in increasing order of (value, index),
// each next element found by one scan for the smallest key above the last one, and the
// i-th worker is matched to the i-th bike. O(n^2) time, O(1) extra space.
class Solution {
    static long long next_key(const int* p, long long n, long long last) {
        long long best = LLONG_MAX;
        for (long long i = 0; i < n; ++i) {
            long long key = ((long long)p[i] << 20) | i;
            if (key > last && key < best) best = key;
        }
        return best;
    }
public:
    long long solve(const vector<int>& a, const vector<int>& b) {
        long long n = (long long)a.size();
        long long ka = -1, kb = -1, total = 0;
        for (long long step = 0; step < n; ++step) {
            ka = next_key(a.data(), n, ka);
            kb = next_key(b.data(), n, kb);
            long long d = (ka >> 20) - (kb >> 20);
            total += d < 0 ? -d : d;
        }
        return total;
    }
};
