// Queries in batches of B = max(256, C); per batch, one pass over the rows with a union-find
// over two rows only (the previous row's island labels, slots [0, C), and the current row's
// cells, slots [C, 2C)). The batch's 2B query cells, sorted by position, enter when the pass
// reaches their row and carry a label of the current row; an island that stops (no cell in
// the new row) gives its cells a final number. Two cells are on one island iff their labels
// agree after the last row. O(n (q / B + 1) + q log B) time, O(C + B) extra space.
class Solution {
    vector<int> par;

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
        if (a != b) par[a] = b;
    }

public:
    long long solve(const vector<string>& grid, const vector<array<int, 4>>& queries) {
        int R = (int)grid.size(), C = (int)grid[0].size();
        size_t q = queries.size();
        size_t B = max((size_t)256, (size_t)C);
        long long W = (long long)(2 * B);
        par.assign(2 * C, 0);
        vector<int> mp(2 * C, -1), prevLab(C), curLab(C), lab(2 * B);
        vector<long long> ev(2 * B);
        long long count = 0;
        for (size_t s = 0; s < q; s += B) {
            size_t e = min(q, s + B), m = 2 * (e - s);
            for (size_t i = s; i < e; ++i) {
                const array<int, 4>& x = queries[i];
                size_t j = 2 * (i - s);
                ev[j] = ((long long)x[0] * C + x[1]) * W + (long long)j;
                ev[j + 1] = ((long long)x[2] * C + x[3]) * W + (long long)(j + 1);
            }
            sort(ev.begin(), ev.begin() + m);
            fill(prevLab.begin(), prevLab.end(), -1);
            int K = 0, dead = -2;
            size_t ptr = 0;
            for (int r = 0; r < R; ++r) {
                const string& row = grid[r];
                for (int k = 0; k < K; ++k) par[k] = k;
                for (int c = 0; c < C; ++c) {
                    if (row[c] != '1') continue;
                    int x = C + c;
                    par[x] = x;
                    if (c > 0 && row[c - 1] == '1') unite(x - 1, x);
                    if (prevLab[c] >= 0) unite(prevLab[c], x);
                }
                int K2 = 0;
                for (int c = 0; c < C; ++c) {
                    if (row[c] != '1') {
                        curLab[c] = -1;
                        continue;
                    }
                    int rt = find(C + c);
                    if (mp[rt] < 0) mp[rt] = K2++;
                    curLab[c] = mp[rt];
                }
                for (size_t t = 0; t < ptr; ++t) {
                    int j = (int)(ev[t] % W);
                    if (lab[j] < 0) continue;
                    int rt = find(lab[j]);
                    if (mp[rt] == -1) mp[rt] = dead--;
                    lab[j] = mp[rt];
                }
                while (ptr < m && ev[ptr] / W / C == r) {
                    int j = (int)(ev[ptr] % W), col = (int)(ev[ptr] / W % C);
                    lab[j] = curLab[col];
                    ++ptr;
                }
                for (int k = 0; k < K; ++k) mp[k] = -1;
                for (int c = 0; c < C; ++c) mp[C + c] = -1;
                swap(prevLab, curLab);
                K = K2;
            }
            for (size_t i = 0; i < e - s; ++i)
                if (lab[2 * i] == lab[2 * i + 1]) ++count;
        }
        return count;
    }
};
