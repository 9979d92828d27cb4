// Every pair i < j: n(n-1)/2 XORs, O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<long long>& a) {
        int n = a.size();
        long long best = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j) {
                long long x = a[i] ^ a[j];
                if (x > best) best = x;
            }
        return best;
    }
};
