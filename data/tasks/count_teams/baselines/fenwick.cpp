// A sorted copy of the values gives each value its rank (binary search); a Fenwick tree
// over ranks, filled from the left, counts the elements before a[j] that are smaller and
// equal; the sorted copy counts all smaller and larger ones, so those after a[j] follow by
// subtraction. O(n log n) time, O(n) extra space (the copy and the tree, two ints per
// element).
class Solution {
public:
    long long solve(const vector<int>& a) {
        int n = a.size();
        vector<int> sorted_values(a);
        sort(sorted_values.begin(), sorted_values.end());
        vector<int> tree(n + 1, 0);
        long long teams = 0;
        for (int j = 0; j < n; ++j) {
            int v = a[j];
            int lo = lower_bound(sorted_values.begin(), sorted_values.end(), v) - sorted_values.begin();
            int hi = upper_bound(sorted_values.begin() + lo, sorted_values.end(), v) - sorted_values.begin();
            long long less_before = 0, not_greater_before = 0;
            for (int k = lo; k > 0; k -= k & -k) less_before += tree[k];
            for (int k = hi; k > 0; k -= k & -k) not_greater_before += tree[k];
            long long greater_before = j - not_greater_before;
            long long less_after = lo - less_before;
            long long greater_after = (n - hi) - greater_before;
            teams += less_before * greater_after + greater_before * less_after;
            for (int k = hi; k <= n; k += k & -k) tree[k]++;
        }
        return teams;
    }
};
