// A point c is dominated exactly when some point with a lexicographically larger key (x, y)
// has y at least c's y (a larger key has x' > x, or x' = x and y' > y). Candidates are taken
// B = max(320, sqrt n) at a time, their keys sorted in a buffer; one scan of all points
// binary-searches each point's key among them and records its y at the last candidate with a
// smaller key; suffix maxima of those records then give every candidate's verdict.
// O(n / B) scans of O(n log B): O(n sqrt n log n) time, O(sqrt n) extra space.
class Solution {
public:
    int solve(const vector<int>& x, const vector<int>& y) {
        const int* xp = x.data();
        const int* yp = y.data();
        int n = (int)x.size();
        int B = max(320, (int)sqrt((double)n));
        vector<unsigned long long> key(B);
        vector<int> best(B);
        int count = 0;
        for (int start = 0; start < n; start += B) {
            int m = min(B, n - start);
            for (int k = 0; k < m; ++k)
                key[k] = ((unsigned long long)xp[start + k] << 32) | (unsigned)yp[start + k];
            sort(key.begin(), key.begin() + m);
            for (int k = 0; k < m; ++k) best[k] = -1;
            const unsigned long long* kp = key.data();
            int* bp = best.data();
            for (int j = 0; j < n; ++j) {
                unsigned long long kj = ((unsigned long long)xp[j] << 32) | (unsigned)yp[j];
                int lo = 0, hi = m;  // first candidate with key >= kj
                while (lo < hi) {
                    int mid = (lo + hi) >> 1;
                    if (kp[mid] < kj) lo = mid + 1; else hi = mid;
                }
                if (lo > 0 && bp[lo - 1] < yp[j]) bp[lo - 1] = yp[j];
            }
            int run = -1;
            for (int k = m - 1; k >= 0; --k) {
                if (bp[k] > run) run = bp[k];
                if (run < (int)(kp[k] & 0xffffffffu)) ++count;
            }
        }
        return count;
    }
};
