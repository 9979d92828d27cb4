// a[i..j-1] sums to a multiple of k exactly when the prefix residues P_i and P_j
// (P_0 = 0, P_j = (a[0] + ... + a[j-1]) mod k) are equal: count the pairs i < j of equal
// prefix residues. The prefixes 0..n go in batches of B = max(768, sqrt(n + 1)): one scan
// of a per batch recomputes the residues, keeps the batch's B residues sorted, counts the
// equal pairs inside the batch and binary-searches the residue of every later prefix
// (counting its copies forward from the first). O(n sqrt n log n) time, O(sqrt n) extra
// space.
class Solution {
public:
    long long countSubarrays(const vector<int>& a, int k) {
        int n = (int)a.size();
        int total = n + 1;  // prefixes 0..n
        int B = 768;
        while ((long long)B * B < total) ++B;
        vector<int> vals(B);
        long long count = 0;
        for (int s = 0; s < total; s += B) {
            int e = min(total, s + B);
            long long r = 0;
            int m = 0;
            // prefix j has residue r before a[j] is added
            for (int j = 0; j < total; ++j) {
                if (j >= e) {
                    int lo = 0, hi = m;
                    while (lo < hi) {
                        int mid = (lo + hi) >> 1;
                        if (vals[mid] < r) lo = mid + 1; else hi = mid;
                    }
                    while (lo < m && vals[lo] == r) { ++count; ++lo; }
                } else if (j >= s) {
                    vals[m++] = (int)r;
                    if (j == e - 1) {
                        sort(vals.begin(), vals.begin() + m);
                        for (int t = 0; t < m;) {
                            int v = t;
                            while (v < m && vals[v] == vals[t]) ++v;
                            long long c = v - t;
                            count += c * (c - 1) / 2;
                            t = v;
                        }
                    }
                }
                if (j < n) {
                    r = (r + a[j]) % k;
                    if (r < 0) r += k;
                }
            }
        }
        return count;
    }
};
