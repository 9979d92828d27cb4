// Scan right from every i, like the O(1)-space baseline, but first copy the array and
// store every answer before summing: O(n^2) time and O(n) extra space, dominated by both
// baselines.
class Solution {
public:
    long long solve(const vector<int>& a) {
        vector<long long> v(a.begin(), a.end()), answer(a.size(), -1);
        int n = v.size();
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (v[j] > v[i]) {
                    answer[i] = v[j];
                    break;
                }
        long long sum = 0;
        for (long long x : answer) sum += x;
        return sum;
    }
};
