// The same two-pointer greedy without a sorted copy: the people are ordered by
// (weight, index), and the next lightest and the next heaviest are each found by one scan
// for the nearest key beyond the last one taken from that end.
// O(n^2) time, O(1) extra space.
class Solution {
    static long long next_up(const vector<int>& w, long long last) {  // smallest key > last
        long long best = LLONG_MAX;
        const int* p = w.data();
        size_t len = w.size();
        for (size_t i = 0; i < len; ++i) {
            long long k = ((long long)p[i] << 20) | (long long)i;
            if (k > last && k < best) best = k;
        }
        return best;
    }
    static long long next_down(const vector<int>& w, long long last) {  // largest key < last
        long long best = -1;
        const int* p = w.data();
        size_t len = w.size();
        for (size_t i = 0; i < len; ++i) {
            long long k = ((long long)p[i] << 20) | (long long)i;
            if (k < last && k > best) best = k;
        }
        return best;
    }
public:
    int solve(const vector<int>& w, int limit) {
        long long waiting = w.size();
        long long light = next_up(w, -1), heavy = next_down(w, LLONG_MAX);
        int boats = 0;
        while (waiting > 0) {
            ++boats;
            if (waiting == 1) break;
            if ((light >> 20) + (heavy >> 20) <= limit) {
                waiting -= 2;
                if (waiting == 0) break;
                light = next_up(w, light);
            } else {
                waiting -= 1;
            }
            heavy = next_down(w, heavy);
        }
        return boats;
    }
};
