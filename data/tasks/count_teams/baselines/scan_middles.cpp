// Every position j as the middle: one scan of the elements before it counts those smaller
// and larger than a[j], one scan of those after it likewise; a[j] is the middle of
// (smaller before) x (larger after) increasing and (larger before) x (smaller after)
// decreasing triplets. O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        int n = a.size();
        long long teams = 0;
        for (int j = 1; j + 1 < n; ++j) {
            int v = a[j];
            int less_before = 0, greater_before = 0, less_after = 0, greater_after = 0;
            for (int i = 0; i < j; ++i) {
                less_before += a[i] < v;
                greater_before += a[i] > v;
            }
            for (int k = j + 1; k < n; ++k) {
                less_after += a[k] < v;
                greater_after += a[k] > v;
            }
            teams += (long long)less_before * greater_after + (long long)greater_before * less_after;
        }
        return teams;
    }
};
