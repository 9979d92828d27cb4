// Label every island by a breadth-first search over the whole grid (an int label and a queue
// slot per cell), then compare the two labels of each query. O(n + q) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<string>& grid, const vector<array<int, 4>>& queries) {
        int R = (int)grid.size(), C = (int)grid[0].size();
        vector<int> label((size_t)R * C, -1), queue((size_t)R * C);
        static const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
        int next = 0;
        for (int r0 = 0; r0 < R; ++r0) {
            for (int c0 = 0; c0 < C; ++c0) {
                if (grid[r0][c0] != '1' || label[(size_t)r0 * C + c0] >= 0) continue;
                size_t head = 0, tail = 0;
                label[(size_t)r0 * C + c0] = next;
                queue[tail++] = r0 * C + c0;
                while (head < tail) {
                    int v = queue[head++], r = v / C, c = v % C;
                    for (int d = 0; d < 4; ++d) {
                        int nr = r + dr[d], nc = c + dc[d];
                        if (nr < 0 || nr >= R || nc < 0 || nc >= C || grid[nr][nc] != '1') continue;
                        int u = nr * C + nc;
                        if (label[u] >= 0) continue;
                        label[u] = next;
                        queue[tail++] = u;
                    }
                }
                ++next;
            }
        }
        long long count = 0;
        for (const array<int, 4>& x : queries)
            if (label[(size_t)x[0] * C + x[1]] == label[(size_t)x[2] * C + x[3]]) ++count;
        return count;
    }
};
