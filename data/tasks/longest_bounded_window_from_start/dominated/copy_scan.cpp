// The array copied first, then a scan per query: the scan's O(n) per query with an O(n)
// copy. Correct, and dominated by both the scan and the tables.
class Solution {
public:
    long long solve(const vector<int>& a, int d, const vector<int>& starts) {
        vector<long long> b(a.begin(), a.end());
        int n = b.size();
        long long total = 0;
        for (int l : starts) {
            long long lo = b[l], hi = b[l];
            int r = l + 1;
            for (; r < n; ++r) {
                lo = min(lo, b[r]);
                hi = max(hi, b[r]);
                if (hi - lo > d) break;
            }
            total += r - l;
        }
        return total;
    }
};
