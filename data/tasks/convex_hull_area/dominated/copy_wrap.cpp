// Gift wrapping over a copy of the points: the O(n h) time of the O(1)-space class with the
// O(n) memory of the sorting class.
class Solution {
public:
    long long solve(const vector<int>& x, const vector<int>& y) {
        int n = (int)x.size();
        vector<pair<long long, long long>> p(n);
        for (int i = 0; i < n; ++i) p[i] = {x[i], y[i]};
        long long total = 0;
        for (int sg = 1; sg >= -1; sg -= 2) {
            int c = 0;
            for (int i = 1; i < n; ++i)
                if (make_pair(p[i].first, sg * p[i].second) < make_pair(p[c].first, sg * p[c].second)) c = i;
            while (true) {
                long long cx = p[c].first, cy = sg * p[c].second;
                int q = -1;
                for (int i = 0; i < n; ++i) {
                    long long px = p[i].first, py = sg * p[i].second;
                    if (px < cx || (px == cx && py <= cy)) continue;
                    if (q < 0) { q = i; continue; }
                    long long qx = p[q].first, qy = sg * p[q].second;
                    long long cr = (qx - cx) * (py - cy) - (qy - cy) * (px - cx);
                    if (cr > 0 || (cr == 0 && (px > qx || (px == qx && py > qy)))) q = i;
                }
                if (q < 0) break;
                total += (p[q].first - cx) * (cy + sg * p[q].second);
                c = q;
            }
        }
        return total;
    }
};
