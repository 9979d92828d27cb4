// The same class as sort-copy written the common way: a permutation of job indices sorted by
// deadline through the input vectors. O(n log n) time, O(n) extra space; at -O0 each
// comparison goes through two vector::operator[] calls.
class Solution {
public:
    long long solve(const vector<int>& p, const vector<int>& d) {
        vector<int> order(p.size());
        for (size_t i = 0; i < order.size(); ++i) order[i] = (int)i;
        sort(order.begin(), order.end(), [&d](int a, int b) { return d[a] < d[b]; });
        long long clock = 0, best = LLONG_MIN;
        for (int i : order) {
            clock += p[i];
            if (clock - d[i] > best) best = clock - d[i];
        }
        return best;
    }
};
