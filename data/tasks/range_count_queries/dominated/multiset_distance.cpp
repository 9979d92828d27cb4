// A std::multiset of the values, and std::distance between the bounds of every query:
// the bounds are found in O(log n), but distance walks the tree, O(n) per wide query.
// O(n q) time like the scan, O(n) extra space (tree nodes). Correct, and dominated by the
// scan (no faster, more space) and by the sorted copy (slower, more space).
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<array<long long, 2>>& queries) {
        multiset<long long> s(a.begin(), a.end());
        long long total = 0;
        for (auto& query : queries)
            total += distance(s.lower_bound(query[0]), s.upper_bound(query[1]));
        return total;
    }
};
