// Belady's rule over blocks of B = max(512, sqrt n) requests. For a block, a hash table
// (open addressing, 2B..4B slots) of its pages gives each request's next occurrence inside
// the block in one left-to-right pass, and leaves, per page, its last request in the block;
// one scan of the rest of the sequence then finds those requests' next occurrences (stopping
// once all are found). The block is then served with the cache of next-request positions.
// O(n^2 / B + n k) time, O(B) = O(sqrt n) extra space.
class Solution {
public:
    int solve(const vector<int>& pages, int k) {
        int n = (int)pages.size();
        int B = max(512, (int)sqrt((double)n));
        int bits = 1;
        while ((1 << bits) < 2 * B) ++bits;
        int T = 1 << bits;
        vector<int> keys(T), idx(T), nxt(B);
        int cache[32];
        int size = 0, faults = 0;
        for (int a = 0; a < n; a += B) {
            int b = min(n, a + B);
            fill(keys.begin(), keys.end(), -1);
            int pending = 0;
            for (int i = a; i < b; ++i) {
                int v = pages[i];
                unsigned h = ((unsigned)v * 2654435761u) >> (32 - bits);
                while (keys[h] != -1 && keys[h] != v) h = (h + 1) & (T - 1);
                nxt[i - a] = -1;
                if (keys[h] == v) {
                    nxt[idx[h] - a] = i;
                } else {
                    keys[h] = v;
                    ++pending;
                }
                idx[h] = i;
            }
            for (int j = b; j < n && pending > 0; ++j) {
                int v = pages[j];
                unsigned h = ((unsigned)v * 2654435761u) >> (32 - bits);
                while (keys[h] != -1 && keys[h] != v) h = (h + 1) & (T - 1);
                if (keys[h] == v && nxt[idx[h] - a] == -1) {
                    nxt[idx[h] - a] = j;
                    --pending;
                }
            }
            for (int i = a; i < b; ++i) {
                int nu = nxt[i - a] < 0 ? n : nxt[i - a];
                int s = 0;
                while (s < size && cache[s] != i) ++s;
                if (s < size) {
                    cache[s] = nu;
                    continue;
                }
                ++faults;
                if (size < k) {
                    cache[size++] = nu;
                    continue;
                }
                int far = 0;
                for (int t = 1; t < size; ++t)
                    if (cache[t] > cache[far]) far = t;
                cache[far] = nu;
            }
        }
        return faults;
    }
};
