// Name each island by its first cell in row-major order, found by walking contours with the
// wall on the left (crack following: a cell and a heading, nothing else). From a query cell,
// walk up while the cell above is land; the crack above belongs to a contour of the island:
// the outer one (net turn -4) holds the island's first cell as its smallest cell, or a hole's
// (net turn +4): then restart from the land cell above the hole's topmost cell, a row higher.
// O(q * contour lengths) time (O(q n) on a maze), O(1) extra space.
class Solution {
    const vector<string>* g = nullptr;
    int R = 0, C = 0;

    bool land(int r, int c) const {
        return r >= 0 && r < R && c >= 0 && c < C && (*g)[r][c] == '1';
    }

    long long canon(int r, int c) const {
        static const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
        for (;;) {
            while (land(r - 1, c)) --r;
            int pr = r, pc = c, d = 1, turns = 0;
            long long best = (long long)r * C + c, below = LLONG_MAX;
            do {
                if (d == 3) {  // heading west: the wall is below this cell
                    long long idx = (long long)pr * C + pc;
                    if (idx < below) below = idx;
                }
                int fr = pr + dr[d], fc = pc + dc[d];
                if (!land(fr, fc)) {
                    d = (d + 1) & 3;
                    --turns;
                } else {
                    int l = (d + 3) & 3, lr = fr + dr[l], lc = fc + dc[l];
                    if (land(lr, lc)) {
                        pr = lr;
                        pc = lc;
                        d = l;
                        ++turns;
                    } else {
                        pr = fr;
                        pc = fc;
                    }
                    long long idx = (long long)pr * C + pc;
                    if (idx < best) best = idx;
                }
            } while (pr != r || pc != c || d != 1);
            if (turns < 0) return best;
            r = (int)(below / C);
            c = (int)(below % C);
        }
    }

public:
    long long solve(const vector<string>& grid, const vector<array<int, 4>>& queries) {
        g = &grid;
        R = (int)grid.size();
        C = (int)grid[0].size();
        long long count = 0;
        for (const array<int, 4>& x : queries) {
            if (x[0] == x[2] && x[1] == x[3]) {
                ++count;
                continue;
            }
            if (canon(x[0], x[1]) == canon(x[2], x[3])) ++count;
        }
        return count;
    }
};
