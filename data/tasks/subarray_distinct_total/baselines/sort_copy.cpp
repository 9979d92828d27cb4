// Sort (value, index) keys of a copy: consecutive keys of one value are consecutive
// occurrences, so each occurrence's previous copy is its predecessor in the run. Position i
// is the first copy of its value in (i - prev(i)) * (n - i) subarrays. O(n log n) time,
// O(n) extra space.
class Solution {
public:
    long long totalDistinct(const vector<int>& a) {
        int n = (int)a.size();
        vector<long long> key(n);
        for (int i = 0; i < n; ++i) key[i] = (long long)a[i] << 32 | (unsigned)i;
        sort(key.begin(), key.end());
        long long total = 0;
        for (int k = 0; k < n; ++k) {
            long long i = key[k] & 0xffffffffLL;
            long long p = (k > 0 && (key[k - 1] >> 32) == (key[k] >> 32)) ? (key[k - 1] & 0xffffffffLL) : -1;
            total += (i - p) * (n - i);
        }
        return total;
    }
};
