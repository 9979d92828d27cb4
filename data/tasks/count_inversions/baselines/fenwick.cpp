// A Fenwick tree over the ranks of the values (a sorted, deduplicated copy gives each value
// its rank by binary search), filled from the right: before a[i] is added, the tree holds
// the elements after it, and those of smaller rank are its inversions. O(n log n) time,
// O(n) extra space (the copy and the tree). Same class as the merge sort; it is a baseline
// too so that the row's limit allows the larger constant factor of this usual approach.
class Solution {
public:
    long long solve(const vector<long long>& a) {
        int n = a.size();
        vector<long long> values(a);
        sort(values.begin(), values.end());
        values.erase(unique(values.begin(), values.end()), values.end());
        int m = values.size();
        vector<int> tree(m + 1, 0);
        long long inversions = 0;
        for (int i = n - 1; i >= 0; --i) {
            int rank = lower_bound(values.begin(), values.end(), a[i]) - values.begin() + 1;
            for (int k = rank - 1; k > 0; k -= k & -k) inversions += tree[k];
            for (int k = rank; k <= m; k += k & -k) tree[k]++;
        }
        return inversions;
    }
};
