// Gift wrapping (Jarvis march) on each chain, O(1) extra space. The upper hull runs from the
// lexicographically smallest point (x, then y) to the largest; the lower hull is the upper
// hull of the points mirrored in y (y -> -y). From the current vertex c, one scan over the
// points after c (in (x, Y) order) keeps the candidate q that no point lies strictly above
// (left of c -> q); among collinear ones the farthest, so every step reaches a new vertex.
// Twice the area is sum over upper edges of (x2 - x1)(Y1 + Y2) for Y = y and Y = -y (the
// trapezoid rule; vertical edges add 0). O(n h) time, O(1) extra space.
class Solution {
    const int* xs;
    const int* ys;
    int n;

    long long chain(long long sgn) {
        // start: lexicographically smallest (x, Y)
        int c = 0;
        for (int i = 1; i < n; ++i) {
            long long yi = sgn * ys[i], yc = sgn * ys[c];
            if (xs[i] < xs[c] || (xs[i] == xs[c] && yi < yc)) c = i;
        }
        long long sum = 0;
        while (true) {
            long long cx = xs[c], cy = sgn * ys[c];
            int q = -1;
            long long qx = 0, qy = 0;
            for (int i = 0; i < n; ++i) {
                long long px = xs[i], py = sgn * ys[i];
                if (px < cx || (px == cx && py <= cy)) continue;  // not after c
                if (q < 0) { q = i; qx = px; qy = py; continue; }
                long long cr = (qx - cx) * (py - cy) - (qy - cy) * (px - cx);
                if (cr > 0 || (cr == 0 && (px > qx || (px == qx && py > qy)))) {
                    q = i; qx = px; qy = py;
                }
            }
            if (q < 0) break;
            sum += (qx - cx) * (cy + qy);
            c = q;
        }
        return sum;
    }

public:
    long long solve(const vector<int>& x, const vector<int>& y) {
        xs = x.data();
        ys = y.data();
        n = (int)x.size();
        return chain(1) + chain(-1);
    }
};
