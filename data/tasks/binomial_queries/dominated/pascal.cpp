// Pascal's triangle, one row at a time in a single array of N + 1 values (row m from row
// m - 1 by C(m, k) = C(m-1, k-1) + C(m-1, k), updated right to left), answering the
// queries of each n when its row is complete (query indices sorted by n). O(N^2 + q log q)
// time and O(N + q) extra space: correct, and dominated by the factorial tables.
class Solution {
    static const int MOD = 1000000007;
public:
    int solve(const vector<array<int, 2>>& queries) {
        int q = queries.size(), top = 0;
        for (const auto& query : queries) top = max(top, query[0]);
        vector<int> order(q);
        for (int i = 0; i < q; ++i) order[i] = i;
        sort(order.begin(), order.end(), [&](int a, int b) { return queries[a][0] < queries[b][0]; });
        vector<int> row(top + 1, 0);
        row[0] = 1;
        long long total = 0;
        int next = 0;
        for (int m = 0; m <= top && next < q; ++m) {
            for (int k = m; k > 0; --k) row[k] = (row[k] + row[k - 1]) % MOD;
            while (next < q && queries[order[next]][0] == m) total += row[queries[order[next++]][1]];
        }
        return (int)(total % MOD);
    }
};
