// Smith's rule through a sorted permutation: sort the job indices by t/w (cross-multiplied,
// read through the input vectors) and accumulate in that order. The same class as
// sort-copy, O(n log n) time and O(n) space, in the form most often written; at -O0 each
// comparison costs four vector accesses through calls, about 3.5x the copy's sort.
class Solution {
public:
    long long solve(const vector<int>& t, const vector<int>& w) {
        vector<int> order(t.size());
        for (size_t i = 0; i < order.size(); ++i) order[i] = (int)i;
        sort(order.begin(), order.end(), [&t, &w](int a, int b) {
            return (long long)t[a] * w[b] < (long long)t[b] * w[a];
        });
        long long clock = 0, total = 0;
        for (int i : order) {
            clock += t[i];
            total += clock * w[i];
        }
        return total;
    }
};
