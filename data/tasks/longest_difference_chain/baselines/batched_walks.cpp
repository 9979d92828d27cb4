// The forward walks of the O(1) class (every start follows the earliest next occurrence of
// its next value), run B = max(512, sqrt n) at a time: one scan from the batch's first index
// carries every walk of the batch in an open-addressing table keyed by the value it waits
// for. Walks waiting for the same value follow the same path from then on, so they merge
// (the longer one kept); a position whose value is awaited advances that walk, and a start
// position not awaited opens a new walk. O(n / B) scans of O(n): O(n sqrt n) time, O(sqrt n)
// extra space (a table of 2B slots).
class Solution {
    vector<long long> key;
    vector<int> len;  // 0 = empty slot
    unsigned mask = 0;
    unsigned slot(long long k) const {
        unsigned long long h = (unsigned long long)k * 0x9E3779B97F4A7C15ULL;
        return (unsigned)(h >> 40) & mask;
    }
    int find(long long k) const {
        for (unsigned s = slot(k);; s = (s + 1) & mask) {
            if (len[s] == 0) return -1;
            if (key[s] == k) return (int)s;
        }
    }
    void erase(unsigned s) {  // backward-shift deletion keeps probe runs intact
        for (unsigned t = (s + 1) & mask;; t = (t + 1) & mask) {
            if (len[t] == 0) break;
            unsigned home = slot(key[t]);
            if (((t - home) & mask) >= ((t - s) & mask)) {
                key[s] = key[t];
                len[s] = len[t];
                s = t;
            }
        }
        len[s] = 0;
    }
    void put_max(long long k, int l) {
        unsigned s = slot(k);
        for (;; s = (s + 1) & mask) {
            if (len[s] == 0) {
                key[s] = k;
                len[s] = l;
                return;
            }
            if (key[s] == k) {
                if (l > len[s]) len[s] = l;
                return;
            }
        }
    }
public:
    int solve(const vector<int>& a, int d) {
        const int* p = a.data();
        int n = (int)a.size();
        int b = max(512, (int)sqrt((double)n));
        unsigned cap = 1;
        while (cap < 2u * (unsigned)b) cap <<= 1;
        mask = cap - 1;
        key.assign(cap, 0);
        len.assign(cap, 0);
        int best = 0;
        for (int lo = 0; lo < n; lo += b) {
            int hi = min(n, lo + b);
            fill(len.begin(), len.end(), 0);
            for (int j = lo; j < n; ++j) {
                long long v = p[j];
                int s = find(v);
                int l;
                if (s >= 0) {
                    l = len[s] + 1;
                    erase((unsigned)s);
                } else if (j < hi) {
                    l = 1;
                } else {
                    continue;
                }
                if (l > best) best = l;
                put_max(v + d, l);
            }
        }
        return best;
    }
};
