// About n / S checkpoints, S = sqrt n, chosen by a multiplicative hash of the node id, each
// with its tail length mu (Brent's, O(tail + cycle) each: O(n^2 / S) in all) and, on a
// cycle, the previous checkpoint of that cycle and the gap to it. A node walks to its first
// checkpoint c (about S steps expected for any fixed graph) in k steps. If c is on a tail,
// the node's length is k + mu(c). If c is on a cycle, the node's first cyclic node is
// within the last gap(c) steps: a pointer from prev(c) and one from the node, both set at
// the same distance before c, meet at it. A walk of 8S steps without a checkpoint (a short
// cycle with none) falls back on Brent's from the node. O(n sqrt n) expected time,
// O(sqrt n) extra space (four ints per checkpoint).
class Solution {
    const int* nx;
    unsigned thr;
    bool cp(int v) const { return (unsigned)v * 2654435761u < thr; }
    long long brent(int x) const {
        int tortoise = x, hare = nx[x];
        int power = 1, lam = 1;
        while (tortoise != hare) {
            if (power == lam) {
                tortoise = hare;
                power <<= 1;
                lam = 0;
            }
            hare = nx[hare];
            ++lam;
        }
        tortoise = hare = x;
        for (int i = 0; i < lam; ++i) hare = nx[hare];
        long long mu = 0;
        while (tortoise != hare) {
            tortoise = nx[tortoise];
            hare = nx[hare];
            ++mu;
        }
        return mu;
    }

public:
    long long solve(const vector<int>& f) {
        nx = f.data();
        int n = (int)f.size();
        int S = 1;
        while ((long long)(S + 1) * (S + 1) <= n) ++S;
        thr = (unsigned)(4294967296.0 / S);
        int m = 0;
        for (int v = 0; v < n; ++v) m += cp(v);
        vector<int> ids, mu, prev, gap;
        ids.reserve(m);
        mu.reserve(m);
        for (int v = 0; v < n; ++v)
            if (cp(v)) {
                ids.push_back(v);
                mu.push_back((int)brent(v));
            }
        prev.assign(m, -1);
        gap.assign(m, 0);
        auto idx = [&](int v) { return (int)(lower_bound(ids.begin(), ids.end(), v) - ids.begin()); };
        for (int i = 0; i < m; ++i) {
            if (mu[i] != 0) continue;
            int u = nx[ids[i]], k = 1;
            while (!cp(u)) {
                u = nx[u];
                ++k;
            }
            int j = idx(u);
            prev[j] = ids[i];
            gap[j] = k;
        }
        long long total = 0;
        int cap = 8 * S;
        for (int x = 0; x < n; ++x) {
            if (cp(x)) {
                total += mu[idx(x)];
                continue;
            }
            int y = x, k = 0;
            while (k < cap && !cp(y)) {
                y = nx[y];
                ++k;
            }
            if (!cp(y)) {
                total += brent(x);
                continue;
            }
            int ci = idx(y);
            if (mu[ci] > 0) {
                total += k + mu[ci];
                continue;
            }
            int g = gap[ci], a = prev[ci], b = x, j = 0;
            if (k >= g) {
                for (int t = 0; t < k - g; ++t) b = nx[b];
                j = k - g;
            } else {
                for (int t = 0; t < g - k; ++t) a = nx[a];
            }
            while (a != b) {
                a = nx[a];
                b = nx[b];
                ++j;
            }
            total += j;
        }
        return total;
    }
};
