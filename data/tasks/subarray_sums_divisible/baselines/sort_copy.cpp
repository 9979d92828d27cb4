// The n + 1 prefix residues (P_0 = 0, P_j = (a[0] + ... + a[j-1]) mod k) in a copy, sorted:
// a subarray a[i..j-1] sums to a multiple of k exactly when P_i = P_j, so each run of c
// equal residues gives c(c-1)/2 subarrays. O(n log n) time, O(n) extra space.
class Solution {
public:
    long long countSubarrays(const vector<int>& a, int k) {
        int n = (int)a.size();
        vector<int> p(n + 1);
        long long r = 0;
        p[0] = 0;
        for (int j = 0; j < n; ++j) {
            r = (r + a[j]) % k;
            if (r < 0) r += k;
            p[j + 1] = (int)r;
        }
        sort(p.begin(), p.end());
        long long count = 0;
        for (int t = 0; t <= n;) {
            int v = t;
            while (v <= n && p[v] == p[t]) ++v;
            long long c = v - t;
            count += c * (c - 1) / 2;
            t = v;
        }
        return count;
    }
};
