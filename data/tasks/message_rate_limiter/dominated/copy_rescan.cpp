// The rescan over copies of both arrays: O(n^2) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& times0, const vector<int>& ids0, int d) {
        vector<int> times(times0), ids(ids0);
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
