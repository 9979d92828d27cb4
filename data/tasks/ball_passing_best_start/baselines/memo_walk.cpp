// One pass of marking walks gives every node its tail length mu, its tail sum (the ids before
// the cycle) and its cycle entry; the cycles are laid out one after another with prefix sums
// of their ids. A walk from an unseen node pushes its nodes until it meets a seen one (or its
// own mark: a new cycle), then settles them backwards. The score of x is its tail sum plus
// m = k + 1 - mu holders on the cycle from its entry: whole rounds and a prefix of one, each an
// O(1) difference of prefix sums. O(n) time, O(n) extra space (about 44 bytes per node).
class Solution {
public:
    long long solve(const vector<int>& receiver, long long k) {
        const int* nx = receiver.data();
        int n = (int)receiver.size();
        vector<int> mu(n, -1), ent(n), at(n), base(n), len(n), path;
        vector<long long> tail(n), pre(n + 1, 0);
        path.reserve(n);
        int cnt = 0;
        for (int x = 0; x < n; ++x) {
            if (mu[x] != -1) continue;
            path.clear();
            int v = x;
            while (mu[v] == -1) {
                mu[v] = -2;
                path.push_back(v);
                v = nx[v];
            }
            if (mu[v] == -2) {
                int b = cnt, u = v;
                do {
                    pre[cnt + 1] = pre[cnt] + u;
                    at[u] = cnt++;
                    base[u] = b;
                    mu[u] = 0;
                    tail[u] = 0;
                    ent[u] = u;
                    u = nx[u];
                } while (u != v);
                len[b] = cnt - b;
            }
            for (int i = (int)path.size() - 1; i >= 0; --i) {
                int u = path[i];
                if (mu[u] != -2) continue;
                int w = nx[u];
                mu[u] = mu[w] + 1;
                tail[u] = tail[w] + u;
                ent[u] = ent[w];
            }
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
