// contour-walk on a copy of the grid: O(q n) time like it, but O(n) extra space for nothing.
// Dominated: it fails every cell but (1, 1).
class Solution {
    vector<string> g;
    int R = 0, C = 0;

    bool land(int r, int c) const { return r >= 0 && r < R && c >= 0 && c < C && g[r][c] == '1'; }

    long long canon(int r, int c) const {
        static const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
        for (;;) {
            while (land(r - 1, c)) --r;
            int pr = r, pc = c, d = 1, turns = 0;
            long long best = (long long)r * C + c, below = LLONG_MAX;
            do {
                if (d == 3) below = min(below, (long long)pr * C + pc);
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
                    best = min(best, (long long)pr * C + pc);
                }
            } while (pr != r || pc != c || d != 1);
            if (turns < 0) return best;
            r = (int)(below / C);
            c = (int)(below % C);
        }
    }

public:
    long long solve(const vector<string>& grid, const vector<array<int, 4>>& queries) {
        g = grid;
        R = (int)g.size();
        C = (int)g[0].size();
        long long count = 0;
        for (const array<int, 4>& x : queries)
            if (canon(x[0], x[1]) == canon(x[2], x[3])) ++count;
        return count;
    }
};
