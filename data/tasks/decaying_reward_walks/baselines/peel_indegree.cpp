// Kahn's peeling: nodes of in-degree 0 are removed in a queue, their successors' in-degrees
// lowered; what stays is the cycles. Each cycle is listed and settled by two backward laps
// (best(c) = max(w[c], best(next) - 1) round the cycle), then the peeled nodes in reverse
// peeling order: best(x) = max(w[x], best(f[x]) - 1). O(n) time, O(n) extra space (in-degrees,
// the peeling order, the values, a cycle list: the heavier O(n) form).
class Solution {
public:
    long long solve(const vector<int>& f, const vector<int>& w) {
        int n = (int)f.size();
        vector<int> indeg(n, 0);
        for (int i = 0; i < n; ++i) ++indeg[f[i]];
        vector<int> order;
        order.reserve(n);
        for (int i = 0; i < n; ++i)
            if (indeg[i] == 0) order.push_back(i);
        for (size_t h = 0; h < order.size(); ++h) {
            int y = f[order[h]];
            if (--indeg[y] == 0) order.push_back(y);
        }
        vector<long long> val(n, -1);
        vector<int> cyc;
        for (int i = 0; i < n; ++i) {
            if (indeg[i] == 0 || val[i] >= 0) continue;
            cyc.clear();
            int x = i;
            do {
                cyc.push_back(x);
                x = f[x];
            } while (x != i);
            long long v = -(1LL << 40);
            for (int round = 0; round < 2; ++round) {
                for (int j = (int)cyc.size() - 1; j >= 0; --j) {
                    v = max((long long)w[cyc[j]], v - 1);
                    if (round == 1) val[cyc[j]] = v;
                }
            }
        }
        for (int h = (int)order.size() - 1; h >= 0; --h) {
            int y = order[h];
            val[y] = max((long long)w[y], val[f[y]] - 1);
        }
        long long total = 0;
        for (int x = 0; x < n; ++x) total += val[x];
        return total;
    }
};
