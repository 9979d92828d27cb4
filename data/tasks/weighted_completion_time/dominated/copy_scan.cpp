// Copies both arrays, then runs the jobs in Smith's order with one scan per next job:
// quadratic time AND linear space. Correct, dominated by every baseline.
class Solution {
public:
    long long solve(const vector<int>& t, const vector<int>& w) {
        vector<long long> tc(t.begin(), t.end()), wc(w.begin(), w.end());
        vector<char> run(tc.size(), 0);
        size_t n = tc.size();
        long long clock = 0, total = 0;
        for (size_t step = 0; step < n; ++step) {
            size_t best = n;
            for (size_t i = 0; i < n; ++i) {
                if (run[i]) continue;
                if (best == n || tc[i] * wc[best] < tc[best] * wc[i]) best = i;
            }
            run[best] = 1;
            clock += tc[best];
            total += clock * wc[best];
        }
        return total;
    }
};
