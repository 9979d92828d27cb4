// Copies the (weight, index) keys into an array, then takes the next lightest and the next
// heaviest by one scan of the copy each: quadratic time AND linear space. Correct,
// dominated by every baseline.
class Solution {
    static long long next_up(const vector<long long>& keys, long long last) {
        long long best = LLONG_MAX;
        for (size_t i = 0; i < keys.size(); ++i)
            if (keys[i] > last && keys[i] < best) best = keys[i];
        return best;
    }
    static long long next_down(const vector<long long>& keys, long long last) {
        long long best = -1;
        for (size_t i = 0; i < keys.size(); ++i)
            if (keys[i] < last && keys[i] > best) best = keys[i];
        return best;
    }
public:
    int solve(const vector<int>& w, int limit) {
        vector<long long> keys(w.size());
        for (size_t i = 0; i < w.size(); ++i) keys[i] = ((long long)w[i] << 20) | (long long)i;
        long long waiting = w.size();
        long long light = next_up(keys, -1), heavy = next_down(keys, LLONG_MAX);
        int boats = 0;
        while (waiting > 0) {
            ++boats;
            if (waiting == 1) break;
            if ((light >> 20) + (heavy >> 20) <= limit) {
                waiting -= 2;
                if (waiting == 0) break;
                light = next_up(keys, light);
            } else {
                waiting -= 1;
            }
            heavy = next_down(keys, heavy);
        }
        return boats;
    }
};
