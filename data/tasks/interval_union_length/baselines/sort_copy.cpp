// Copy the intervals as (l, r) pairs, sort them by left end and sweep, merging each interval
// into the current component while it starts inside it: O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& l, const vector<int>& r) {
        int n = (int)l.size();
        vector<pair<int, int>> iv(n);
        for (int i = 0; i < n; ++i) iv[i] = {l[i], r[i]};
        sort(iv.begin(), iv.end());
        long long total = 0;
        long long cur_l = iv[0].first, cur_r = iv[0].second;
        for (int i = 1; i < n; ++i) {
            if (iv[i].first <= cur_r) {
                if (iv[i].second > cur_r) cur_r = iv[i].second;
            } else {
                total += cur_r - cur_l;
                cur_l = iv[i].first;
                cur_r = iv[i].second;
            }
        }
        return total + (cur_r - cur_l);
    }
};
