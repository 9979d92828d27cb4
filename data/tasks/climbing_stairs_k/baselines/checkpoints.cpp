// Checkpoints of the walk: the state of the sliding window (the last k values, kept in a
// ring indexed by step mod k, and their sum) is saved every B = ceil(sqrt(N k)) steps of
// one walk up to N = max(x_i | 1023), a bound on every decoded height; a query n restarts from the checkpoint at or below
// it (copying k values) and walks at most B - 1 steps. O(N + q (k + sqrt(N k))) time,
// (N / B + 1) (k + 2) = O(sqrt(N k)) extra space (about 128 KB at N = 10^6, k = 1000).
class Solution {
    static const int MOD = 1000000007;
    int k = 1;
    vector<int> ring;

    // One step up from i to i + 1: window holds ways[i-k+1] + ... + ways[i] = ways[i+1].
    void step(long long& i, long long& window) {
        ++i;
        int slot = (int)(i % k);
        long long current = window;  // ways[i]
        window += current - ring[slot];  // ring[slot] held ways[i-k]
        if (window >= MOD) window -= MOD;
        else if (window < 0) window += MOD;
        ring[slot] = (int)current;
    }
public:
    long long solve(int steps, const vector<int>& queries) {
        k = steps;
        long long top = 0;
        for (int x : queries) top = max(top, (long long)(x | 1023));  // n_i <= x_i | 1023
        long long block = 1;
        while (block * block < top * k) ++block;
        long long count = top / block + 1;
        vector<int> saved(count * k);
        vector<long long> saved_window(count);
        ring.assign(k, 0);
        ring[0] = 1;  // ways[0]
        long long i = 0, window = 1;
        for (long long j = 0; j < count; ++j) {
            while (i < j * block) step(i, window);
            copy(ring.begin(), ring.end(), saved.begin() + j * k);
            saved_window[j] = window;
        }
        long long total = 0;
        int last = 0;
        for (int x : queries) {
            int n = x ^ (last & 1023);
            long long j = n / block;
            copy(saved.begin() + j * k, saved.begin() + (j + 1) * k, ring.begin());
            i = j * block;
            window = saved_window[j];
            while (i < n) step(i, window);
            last = ring[n % k];
            total += last;
        }
        return total % MOD;
    }
};
