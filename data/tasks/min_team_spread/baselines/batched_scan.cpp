// The sorted order walked in batches: one scan collects the B smallest keys (skill, index)
// above the last key taken, B = max(384, sqrt n), in a buffer of 2B indices that is cut back to
// its B smallest by nth_element whenever it fills (so a scan costs O(n) whatever the order);
// the batch is sorted and fed to the recurrence f(i) = min over k in {3, 4, 5} of
// f(i-k) + s_i - s_{i-k+1}, which keeps only the last five skills and values.
// O(n / B) scans: O(n sqrt n) time, O(sqrt n) extra space.
class Solution {
public:
    long long minTotalSpread(const vector<int>& a) {
        const int n = (int)a.size();
        const int* p = a.data();
        const int B = max(384, (int)sqrt((double)n));
        auto key = [p](int i) { return ((unsigned long long)(unsigned)p[i] << 32) | (unsigned)i; };
        auto byKey = [&key](int x, int y) { return key(x) < key(y); };
        const long long INF = LLONG_MAX / 4;
        long long f[5] = {0, INF, INF, INF, INF};
        int s[5] = {0, 0, 0, 0, 0};
        vector<int> buf;
        buf.reserve(2 * B);
        unsigned long long lastKey = 0;
        bool started = false;
        int taken = 0;
        while (taken < n) {
            buf.clear();
            unsigned long long cap = ULLONG_MAX;  // keys above cap cannot be in this batch
            for (int i = 0; i < n; ++i) {
                const unsigned long long k = key(i);
                if ((started && k <= lastKey) || k > cap) continue;
                buf.push_back(i);
                if ((int)buf.size() == 2 * B) {
                    nth_element(buf.begin(), buf.begin() + (B - 1), buf.end(), byKey);
                    buf.resize(B);
                    cap = key(buf[B - 1]);
                }
            }
            sort(buf.begin(), buf.end(), byKey);
            if ((int)buf.size() > B) buf.resize(B);
            for (int i : buf) {
                const int x = p[i];
                for (int j = 4; j > 0; --j) s[j] = s[j - 1];
                s[0] = x;
                long long best = INF;
                for (int k = 3; k <= 5; ++k)
                    if (f[k - 1] < INF) best = min(best, f[k - 1] + x - s[k - 1]);
                for (int j = 4; j > 0; --j) f[j] = f[j - 1];
                f[0] = best;
            }
            lastKey = key(buf.back());
            started = true;
            taken += (int)buf.size();
        }
        return f[0];
    }
};
