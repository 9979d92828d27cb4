// Kadane's scan over a[l..r] for every query: the best sum of a run ending at the current
// element is that element plus the previous best ending sum if it is positive. O(n) per
// query, O(n q) in all; O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<array<int, 2>>& queries) {
        long long total = 0;
        for (const auto& query : queries) {
            int l = query[0] - 1, r = query[1];
            long long ending = a[l], best = a[l];
            for (int i = l + 1; i < r; ++i) {
                ending = (ending > 0 ? ending : 0) + a[i];
                if (ending > best) best = ending;
            }
            total += best;
        }
        return total;
    }
};
