// A pair qualifies when it shares x or shares y (a + b = sqrt(a^2 + b^2) iff ab = 0 for
// a, b >= 0). By inclusion-exclusion the answer is the pairs sharing x plus the pairs
// sharing y minus the pairs sharing both; a group of c equal keys holds c(c-1)/2 pairs.
// Sort a copy of (x, y) keys: equal x are runs and equal points are runs inside them; then
// sort the y values in the same buffer. O(n log n) time, O(n) extra space.
class Solution {
public:
    long long countPairs(const vector<int>& x, const vector<int>& y) {
        int n = (int)x.size();
        const long long OFF = 1LL << 30;  // coordinates + OFF lie in [0, 2^31)
        vector<long long> key(n);
        for (int i = 0; i < n; ++i) key[i] = (x[i] + OFF) << 31 | (y[i] + OFF);
        sort(key.begin(), key.end());
        long long pairs = 0;
        long long runX = 0, runXY = 0;
        for (int i = 0; i < n; ++i) {
            if (i > 0 && (key[i] >> 31) == (key[i - 1] >> 31)) ++runX; else runX = 0;
            if (i > 0 && key[i] == key[i - 1]) ++runXY; else runXY = 0;
            pairs += runX - runXY;  // runX earlier points share x, runXY of them share y too
        }
        for (int i = 0; i < n; ++i) key[i] = y[i];
        sort(key.begin(), key.end());
        long long runY = 0;
        for (int i = 0; i < n; ++i) {
            if (i > 0 && key[i] == key[i - 1]) ++runY; else runY = 0;
            pairs += runY;
        }
        return pairs;
    }
};
