// For each message that is the first of its key (checked by a backward scan that stops at
// the first earlier copy), replay the key's chain forward through the whole array: the last
// printed time of the key is the only state. O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& times, const vector<int>& ids, int d) {
        int n = ids.size();
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            int key = ids[i];
            int j = i - 1;
            while (j >= 0 && ids[j] != key) --j;
            if (j >= 0) continue;
            long long last = times[i];
            total += i + 1;
            for (int k = i + 1; k < n; ++k) {
                if (ids[k] == key && (long long)times[k] - last >= d) {
                    last = times[k];
                    total += k + 1;
                }
            }
        }
        return total;
    }
};
