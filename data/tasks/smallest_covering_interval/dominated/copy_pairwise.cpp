// The pair loop over copies of the intervals and the queries: O(n m) time, O(n + m) extra space.
class Solution {
public:
    long long solve(const vector<int>& left, const vector<int>& right, const vector<int>& queries) {
        vector<int> ls(left.begin(), left.end()), rs(right.begin(), right.end());
        vector<int> qs(queries.begin(), queries.end());
        long long total = 0;
        for (int q : qs) {
            int best = INT_MAX;
            for (size_t j = 0; j < ls.size(); ++j)
                if (ls[j] <= q && q <= rs[j] && rs[j] - ls[j] + 1 < best) best = rs[j] - ls[j] + 1;
            total += best == INT_MAX ? -1 : best;
        }
        return total;
    }
};
