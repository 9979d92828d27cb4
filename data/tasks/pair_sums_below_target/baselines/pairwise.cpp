// Every pair (i, j), i < j, checked once: a_j < target - a_i.
// O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, long long target) {
        const int* p = a.data();
        int n = (int)a.size();
        long long count = 0;
        for (int i = 0; i < n; ++i) {
            long long need = target - p[i];
            for (int j = i + 1; j < n; ++j) count += p[j] < need;
        }
        return count;
    }
};
