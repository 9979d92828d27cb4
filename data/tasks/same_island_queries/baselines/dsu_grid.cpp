// A union-find over all cells (path halving, union by size): join every land cell with its
// land neighbours right and below, then compare the roots of each query's cells.
// O(n alpha(n) + q alpha(n)) time, O(n) extra space (two ints per cell).
class Solution {
    vector<int> par, sz;

    int find(int x) {
        while (par[x] != x) {
            par[x] = par[par[x]];
            x = par[x];
        }
        return x;
    }

    void unite(int a, int b) {
        a = find(a);
        b = find(b);
        if (a == b) return;
        if (sz[a] < sz[b]) swap(a, b);
        par[b] = a;
        sz[a] += sz[b];
    }

public:
    long long solve(const vector<string>& grid, const vector<array<int, 4>>& queries) {
        int R = (int)grid.size(), C = (int)grid[0].size();
        par.resize((size_t)R * C);
        sz.assign((size_t)R * C, 1);
        for (int i = 0; i < R * C; ++i) par[i] = i;
        for (int r = 0; r < R; ++r) {
            for (int c = 0; c < C; ++c) {
                if (grid[r][c] != '1') continue;
                if (c + 1 < C && grid[r][c + 1] == '1') unite(r * C + c, r * C + c + 1);
                if (r + 1 < R && grid[r + 1][c] == '1') unite(r * C + c, (r + 1) * C + c);
            }
        }
        long long count = 0;
        for (const array<int, 4>& x : queries)
            if (find(x[0] * C + x[1]) == find(x[2] * C + x[3])) ++count;
        return count;
    }
};
