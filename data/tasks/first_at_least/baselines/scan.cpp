// Walk right from l until a value reaches x: O(n) per query, O(1) extra space.
class Solution {
public:
    long long solve(const vector<long long>& a, const vector<array<long long, 2>>& queries) {
        int n = a.size();
        long long total = 0;
        for (const auto& query : queries) {
            int i = (int)query[0] - 1;
            while (i < n && a[i] < query[1]) ++i;
            total += i + 1;  // n + 1 when no value reaches x
        }
        return total;
    }
};
