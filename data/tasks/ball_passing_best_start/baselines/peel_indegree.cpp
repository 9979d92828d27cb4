// Kahn's peeling with a std::queue: nodes of in-degree 0 are removed until only the cycles
// stay. Each cycle is laid out with prefix sums of its ids; then the removal order read
// backwards settles every tail node after its receiver: tail length, tail sum and cycle entry.
// The score of x is its tail sum plus m = k + 1 - mu holders from its entry: whole rounds and a
// prefix of one, each an O(1) difference of prefix sums. O(n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& receiver, long long k) {
        int n = (int)receiver.size();
        vector<int> indeg(n, 0), removed, mu(n, 0), ent(n), at(n, -1), base(n), len(n);
        vector<long long> tail(n, 0), pre(n + 1, 0);
        for (int x = 0; x < n; ++x) ++indeg[receiver[x]];
        queue<int> q;
        for (int x = 0; x < n; ++x)
            if (indeg[x] == 0) q.push(x);
        removed.reserve(n);
        while (!q.empty()) {
            int x = q.front();
            q.pop();
            removed.push_back(x);
            if (--indeg[receiver[x]] == 0) q.push(receiver[x]);
        }
        int cnt = 0;
        for (int v = 0; v < n; ++v) {
            if (indeg[v] == 0 || at[v] != -1) continue;
            int b = cnt, u = v;
            do {
                pre[cnt + 1] = pre[cnt] + u;
                at[u] = cnt++;
                base[u] = b;
                ent[u] = u;
                u = receiver[u];
            } while (u != v);
            len[b] = cnt - b;
        }
        for (int i = (int)removed.size() - 1; i >= 0; --i) {
            int x = removed[i], w = receiver[x];
            mu[x] = mu[w] + 1;
            tail[x] = tail[w] + x;
            ent[x] = ent[w];
        }
        long long best = -1;
        for (int x = 0; x < n; ++x) {
            int e = ent[x], b = base[e], lam = len[b], t = at[e] - b;
            long long m = k + 1 - mu[x], rest = m % lam;
            long long round = pre[b + lam] - pre[b], part;
            if (t + rest <= lam)
                part = pre[b + t + rest] - pre[b + t];
            else
                part = (pre[b + lam] - pre[b + t]) + (pre[b + t + rest - lam] - pre[b]);
            long long score = tail[x] + (m / lam) * round + part;
            if (score > best) best = score;
        }
        return best;
    }
};
