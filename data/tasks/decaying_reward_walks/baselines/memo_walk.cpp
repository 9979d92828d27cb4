// best(x) = max(w[x], best(f[x]) - 1) off the cycles; on a cycle, best(c) is the largest
// w[y] - dist(c, y) over the cycle's nodes y. Walk from every node not yet settled, stamping
// nodes with the walk's number and keeping the path, until a settled node or this walk's own
// stamp (a new cycle: two backward laps over its part of the path settle it); then settle the
// path backwards. Every node is walked once: O(n) time, O(n) extra space (two ints a node
// and the path).
class Solution {
public:
    long long solve(const vector<int>& f, const vector<int>& w) {
        int n = (int)f.size();
        vector<int> val(n, -1), stamp(n, -1), path;
        for (int s = 0; s < n; ++s) {
            if (val[s] >= 0) continue;
            path.clear();
            int x = s;
            while (val[x] < 0 && stamp[x] != s) {
                stamp[x] = s;
                path.push_back(x);
                x = f[x];
            }
            int end = (int)path.size();
            if (val[x] < 0) {
                int c = end - 1;
                while (path[c] != x) --c;
                long long v = -(1LL << 40);
                for (int round = 0; round < 2; ++round) {
                    for (int j = end - 1; j >= c; --j) {
                        int y = path[j];
                        v = max((long long)w[y], v - 1);
                        if (round == 1) val[y] = (int)v;
                    }
                }
                end = c;
            }
            for (int j = end - 1; j >= 0; --j) {
                int y = path[j];
                val[y] = max(w[y], val[f[y]] - 1);
            }
        }
        long long total = 0;
        for (int x = 0; x < n; ++x) total += val[x];
        return total;
    }
};
