// Sweep over the 2n endpoints in time order: one sorted array of 64-bit keys, time * 2 for
// an end and time * 2 + 1 for a start, so that at equal times ends come first (half-open
// intervals); the answer is the largest number of meetings open during the sweep.
// O(n log n) time, O(n) extra space (2n keys of 8 bytes).
class Solution {
public:
    int solve(const vector<int>& start, const vector<int>& end) {
        int n = start.size();
        vector<long long> events(2 * n);
        for (int i = 0; i < n; ++i) {
            events[2 * i] = 2LL * start[i] + 1;
            events[2 * i + 1] = 2LL * end[i];
        }
        sort(events.begin(), events.end());
        int open = 0, best = 0;
        for (long long e : events) {
            if (e & 1) {
                if (++open > best) best = open;
            } else {
                --open;
            }
        }
        return best;
    }
};
