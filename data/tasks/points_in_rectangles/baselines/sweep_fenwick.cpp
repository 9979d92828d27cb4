// Offline sweep over x. A rectangle's count is (points with x <= x2 and y in [y1, y2])
// minus (points with x < x1 and y in [y1, y2]), so each rectangle becomes two events on
// the x axis. Points sorted by x enter a Fenwick tree over their compressed y as the
// sweep passes them; at each event a range count of the tree is added with its sign.
// O((n + q) log n) time; O(n + q) extra space (sorted copy of the points, the distinct
// y values, the tree, 2q events).
class Solution {
public:
    long long solve(const vector<array<int, 2>>& points, const vector<array<int, 4>>& rects) {
        int n = points.size();
        vector<array<int, 2>> pts(points);
        sort(pts.begin(), pts.end());
        vector<int> ys(n);
        for (int i = 0; i < n; ++i) ys[i] = pts[i][1];
        sort(ys.begin(), ys.end());
        ys.erase(unique(ys.begin(), ys.end()), ys.end());
        int m = ys.size();
        // event: x, kind (0: count points with x < key, 1: with x <= key), y range as
        // compressed indices [lo, hi) of ys, and the sign
        struct Event { int x, kind, lo, hi; };
        vector<Event> events;
        events.reserve(2 * rects.size());
        for (const auto& r : rects) {
            int lo = lower_bound(ys.begin(), ys.end(), r[1]) - ys.begin();
            int hi = upper_bound(ys.begin(), ys.end(), r[3]) - ys.begin();
            if (lo >= hi) continue;
            events.push_back({r[0], 0, lo, hi});
            events.push_back({r[2], 1, lo, hi});
        }
        sort(events.begin(), events.end(), [](const Event& a, const Event& b) {
            return a.x != b.x ? a.x < b.x : a.kind < b.kind;
        });
        vector<int> tree(m + 1, 0);
        long long total = 0;
        int next = 0;
        for (const Event& e : events) {
            while (next < n && (pts[next][0] < e.x || (e.kind == 1 && pts[next][0] == e.x))) {
                int y = lower_bound(ys.begin(), ys.end(), pts[next][1]) - ys.begin() + 1;
                for (; y <= m; y += y & -y) ++tree[y];
                ++next;
            }
            long long count = 0;
            for (int i = e.hi; i > 0; i -= i & -i) count += tree[i];
            for (int i = e.lo; i > 0; i -= i & -i) count -= tree[i];
            total += e.kind == 1 ? count : -count;
        }
        return total;
    }
};
