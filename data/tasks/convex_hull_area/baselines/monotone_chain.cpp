// Andrew's monotone chain: copy the points, sort them by (x, y), and build the upper and
// lower hulls with a stack each (pop while the last turn is not strictly clockwise for the
// upper hull, counter-clockwise for the lower). Twice the area by the shoelace formula over
// the closed polygon. O(n log n) time, O(n) extra space (the copy and the hull).
class Solution {
    static long long cross(const pair<long long, long long>& o, const pair<long long, long long>& a,
                           const pair<long long, long long>& b) {
        return (a.first - o.first) * (b.second - o.second) - (a.second - o.second) * (b.first - o.first);
    }

public:
    long long solve(const vector<int>& x, const vector<int>& y) {
        int n = (int)x.size();
        vector<pair<long long, long long>> p(n);
        for (int i = 0; i < n; ++i) p[i] = {x[i], y[i]};
        sort(p.begin(), p.end());
        p.erase(unique(p.begin(), p.end()), p.end());
        n = (int)p.size();
        if (n < 3) return 0;
        vector<pair<long long, long long>> h(2 * n);
        int k = 0;
        for (int i = 0; i < n; ++i) {  // lower hull
            while (k >= 2 && cross(h[k - 2], h[k - 1], p[i]) <= 0) --k;
            h[k++] = p[i];
        }
        for (int i = n - 2, lo = k + 1; i >= 0; --i) {  // upper hull
            while (k >= lo && cross(h[k - 2], h[k - 1], p[i]) <= 0) --k;
            h[k++] = p[i];
        }
        // h[k-1] == h[0]: a closed polygon, counter-clockwise
        // fan from h[0]: every term is a positive triangle, so partial sums stay below 2A
        long long twice = 0;
        for (int i = 1; i + 1 < k; ++i) twice += cross(h[0], h[i], h[i + 1]);
        return twice;
    }
};
