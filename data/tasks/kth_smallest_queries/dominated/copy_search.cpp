// The value search on a copy of the array: the time of the O(1) scan, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& k) {
        vector<int> b(a.begin(), a.end());
        long long total = 0;
        for (int rank : k) {
            int lo = 0, hi = 1000000000;
            while (lo < hi) {
                int mid = lo + (hi - lo) / 2;
                int count = 0;
                for (int x : b) count += x <= mid;
                if (count >= rank) hi = mid;
                else lo = mid + 1;
            }
            total += lo;
        }
        return total;
    }
};
