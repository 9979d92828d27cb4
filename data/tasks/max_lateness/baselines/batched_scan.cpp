// Earliest deadline first, walked in batches: each scan collects the B smallest keys
// (deadline, index) above the last job run, B = max(384, sqrt n), in a buffer of 2B indices
// trimmed by nth_element whenever it fills (each trim halves it, so a scan costs O(n)
// whatever the input order); the batch is then sorted and run. O(n / B) scans: O(n sqrt n)
// time, O(sqrt n) extra space.
class Solution {
public:
    long long solve(const vector<int>& p, const vector<int>& d) {
        const int n = (int)p.size();
        const int* pp = p.data();
        const int* dp = d.data();
        const int B = max(384, (int)sqrt((double)n));
        auto less = [dp](int a, int b) { return dp[a] < dp[b] || (dp[a] == dp[b] && a < b); };
        vector<int> buf;
        buf.reserve(2 * B);
        long long clock = 0, best = LLONG_MIN;
        int lastD = INT_MIN, lastI = -1;  // the key of the last job run
        int run = 0;
        while (run < n) {
            buf.clear();
            bool capped = false;
            int capD = 0, capI = 0;  // once trimmed: keys above this one cannot be in the batch
            for (int i = 0; i < n; ++i) {
                const int di = dp[i];
                if (di < lastD || (di == lastD && i <= lastI)) continue;
                if (capped && (di > capD || (di == capD && i > capI))) continue;
                buf.push_back(i);
                if ((int)buf.size() == 2 * B) {
                    nth_element(buf.begin(), buf.begin() + (B - 1), buf.end(), less);
                    buf.resize(B);
                    capped = true;
                    capD = dp[buf[B - 1]];
                    capI = buf[B - 1];
                }
            }
            sort(buf.begin(), buf.end(), less);
            if ((int)buf.size() > B) buf.resize(B);
            for (int i : buf) {
                clock += pp[i];
                if (clock - dp[i] > best) best = clock - dp[i];
            }
            lastD = dp[buf.back()];
            lastI = buf.back();
            run += (int)buf.size();
        }
        return best;
    }
};
