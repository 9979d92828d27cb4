// The same sweep through an index permutation sorted by left end through the input
// vectors: O(n log n) time, O(n) extra space (the form most often written).
class Solution {
public:
    long long solve(const vector<int>& l, const vector<int>& r) {
        int n = (int)l.size();
        vector<int> idx(n);
        for (int i = 0; i < n; ++i) idx[i] = i;
        sort(idx.begin(), idx.end(), [&](int a, int b) { return l[a] < l[b]; });
        long long total = 0;
        long long cur_l = l[idx[0]], cur_r = r[idx[0]];
        for (int k = 1; k < n; ++k) {
            int i = idx[k];
            if (l[i] <= cur_r) {
                if (r[i] > cur_r) cur_r = r[i];
            } else {
                total += cur_r - cur_l;
                cur_l = l[i];
                cur_r = r[i];
            }
        }
        return total + (cur_r - cur_l);
    }
};
