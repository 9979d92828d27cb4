// The jump targets i + a_i copied into an array first, then the greedy walk per query:
// the walk's O(n) per query with an O(n) copy. Correct, and dominated by both.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& starts) {
        long long total = 0;
        int n = a.size();
        vector<long long> target(n);
        for (int i = 0; i < n; ++i) target[i] = min((long long)i + a[i], (long long)n - 1);
        for (int s : starts) {
            long long reach = s;
            for (int j = s; j <= reach && reach < n - 1; ++j) reach = max(reach, target[j]);
            total += (int)reach;
        }
        return total;
    }
};
