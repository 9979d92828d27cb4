// About n / S checkpoints, S = sqrt n, chosen by a multiplicative hash of the node id. Each
// checkpoint c keeps the first checkpoint after it on its walk, the gap (steps) to it and the
// sum of the ids in between; following these links from c comes back to c iff c is on a
// cycle, whose length and id sum are then the sums of the gaps and sums round it (O(m^2) for
// m checkpoints). The sum of the first m holders from x: walk to x's first checkpoint (about
// S steps expected), then follow links while m covers a gap; on a cycle take m's whole rounds
// at once, then at most one more round of links; the last partial gap is walked (< gap steps).
// O(S + n / S) per node. The walk to the first checkpoint runs Brent's teleporting tortoise:
// meeting it means a cycle with no checkpoint, whose length is the steps since the tortoise's
// last move; two pointers that far apart from x then find the entry. A checkpoint whose walk
// meets no other in 8S steps falls back on Brent's from that checkpoint.
// O(n sqrt n) expected time, O(sqrt n) extra space (about 30 bytes per checkpoint).
class Solution {
    const int* nx;
    unsigned thr;
    int cap;
    vector<int> ids, link, gap, lam;
    vector<long long> gsum, csum;
    bool cp(int v) const { return (unsigned)v * 2654435761u < thr; }
    int idx(int v) const { return (int)(lower_bound(ids.begin(), ids.end(), v) - ids.begin()); }
    // the sum of the first m ids from x (m > tail length of x), by Brent's
    long long brent(int x, long long m) const {
        int tortoise = x, hare = nx[x];
        long long power = 1, lm = 1;
        while (tortoise != hare) {
            if (power == lm) {
                tortoise = hare;
                power <<= 1;
                lm = 0;
            }
            hare = nx[hare];
            ++lm;
        }
        return finish(x, lm, m);
    }
    // the same, knowing the cycle length lm: two pointers lm apart meet at the cycle entry
    long long finish(int x, long long lm, long long m) const {
        int tortoise = x, hare = x;
        for (long long i = 0; i < lm; ++i) hare = nx[hare];
        long long s = 0;
        while (tortoise != hare) {
            s += tortoise;
            tortoise = nx[tortoise];
            hare = nx[hare];
            --m;
        }
        long long rest = m % lm, round = 0, part = 0;
        int u = tortoise;
        for (long long i = 0; i < lm; ++i) {
            if (i == rest) part = round;
            round += u;
            u = nx[u];
        }
        return s + (m / lm) * round + part;
    }

public:
    long long solve(const vector<int>& receiver, long long k) {
        nx = receiver.data();
        int n = (int)receiver.size();
        int S = 1;
        while ((long long)(S + 1) * (S + 1) <= n) ++S;
        thr = (unsigned)(4294967296.0 / S);
        cap = 8 * S;
        int m = 0;
        for (int v = 0; v < n; ++v) m += cp(v);
        ids.reserve(m);
        for (int v = 0; v < n; ++v)
            if (cp(v)) ids.push_back(v);
        link.assign(m, -1);
        gap.assign(m, 0);
        lam.assign(m, 0);
        gsum.assign(m, 0);
        csum.assign(m, 0);
        for (int i = 0; i < m; ++i) {
            int u = nx[ids[i]], g = 1;
            long long s = ids[i];
            while (!cp(u) && g < cap) {
                s += u;
                u = nx[u];
                ++g;
            }
            if (cp(u)) {
                link[i] = idx(u);
                gap[i] = g;
                gsum[i] = s;
            }
        }
        for (int i = 0; i < m; ++i) {
            int j = link[i], steps = 0;
            long long l = 0, s = 0;
            if (j < 0) continue;
            l = gap[i];
            s = gsum[i];
            while (j != i && j >= 0 && steps < m) {
                l += gap[j];
                s += gsum[j];
                j = link[j];
                ++steps;
            }
            if (j == i) {
                lam[i] = (int)l;
                csum[i] = s;
            }
        }
        long long best = -1;
        for (int x = 0; x < n; ++x) {
            long long left = k + 1, s = 0;
            int y = x, tortoise = x;
            long long power = 1, lm = 0;
            long long loop = 0;
            while (!cp(y)) {
                s += y;
                y = nx[y];
                --left;
                if (y == tortoise) {
                    loop = lm + 1;
                    break;
                }
                if (++lm == power) {
                    tortoise = y;
                    power <<= 1;
                    lm = 0;
                }
            }
            long long score;
            if (loop) {
                score = finish(x, loop, k + 1);
            } else {
                int i = idx(y);
                bool done = false;
                while (true) {
                    if (link[i] < 0) {
                        score = s + brent(ids[i], left);
                        done = true;
                        break;
                    }
                    if (lam[i] > 0) {
                        s += (left / lam[i]) * csum[i];
                        left %= lam[i];
                        while (left >= gap[i]) {
                            s += gsum[i];
                            left -= gap[i];
                            i = link[i];
                        }
                        break;
                    }
                    if (left < gap[i]) break;
                    s += gsum[i];
                    left -= gap[i];
                    i = link[i];
                }
                if (!done) {
                    int u = ids[i];
                    for (; left > 0; --left) {
                        s += u;
                        u = nx[u];
                    }
                    score = s;
                }
            }
            if (score > best) best = score;
        }
        return best;
    }
};
