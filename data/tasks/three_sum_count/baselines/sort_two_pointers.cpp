// Sort a 64-bit copy; for every first element b[i], two pointers over b[i+1..n-1] find the
// pairs summing to -b[i], counting runs of equal values by multiplication (and a block of
// one value v with 2v = -b[i] as a binomial), so duplicates cost nothing extra.
// O(n^2) time, O(n) extra space (the copy, 8 bytes per element).
class Solution {
public:
    long long solve(const vector<int>& a) {
        vector<long long> b(a.begin(), a.end());
        sort(b.begin(), b.end());
        int n = b.size();
        long long count = 0;
        for (int i = 0; i + 2 < n; ++i) {
            long long target = -b[i];
            int l = i + 1, r = n - 1;
            while (l < r) {
                long long s = b[l] + b[r];
                if (s < target) {
                    ++l;
                } else if (s > target) {
                    --r;
                } else if (b[l] == b[r]) {
                    long long m = r - l + 1;
                    count += m * (m - 1) / 2;
                    break;
                } else {
                    long long cl = 1, cr = 1;
                    while (b[l + 1] == b[l]) ++l, ++cl;
                    while (b[r - 1] == b[r]) --r, ++cr;
                    count += cl * cr;
                    ++l;
                    --r;
                }
            }
        }
        return count;
    }
};
