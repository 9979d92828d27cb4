// Andrew's monotone chain in its most common form: an index permutation sorted by (x, y)
// through the input vectors, and the hull as a vector of indices. At -O0 every comparison
// makes several vector::operator[] calls, a few times the cost of sorting a copy of the
// pairs, so this form sets row 3's time limit. O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& x, const vector<int>& y) {
        int n = (int)x.size();
        vector<int> idx(n);
        for (int i = 0; i < n; ++i) idx[i] = i;
        sort(idx.begin(), idx.end(), [&](int a, int b) {
            return x[a] < x[b] || (x[a] == x[b] && y[a] < y[b]);
        });
        auto cross = [&](int o, int a, int b) {
            return (long long)(x[a] - x[o]) * (y[b] - y[o]) - (long long)(y[a] - y[o]) * (x[b] - x[o]);
        };
        vector<int> h(2 * n + 1);
        int k = 0;
        for (int t = 0; t < n; ++t) {  // lower hull
            int i = idx[t];
            while (k >= 2 && cross(h[k - 2], h[k - 1], i) <= 0) --k;
            h[k++] = i;
        }
        for (int t = n - 2, lo = k + 1; t >= 0; --t) {  // upper hull
            int i = idx[t];
            while (k >= lo && cross(h[k - 2], h[k - 1], i) <= 0) --k;
            h[k++] = i;
        }
        long long twice = 0;  // fan from h[0]: positive triangles
        for (int t = 1; t + 1 < k; ++t) twice += cross(h[0], h[t], h[t + 1]);
        return twice;
    }
};
