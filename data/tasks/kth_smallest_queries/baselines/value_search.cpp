// Each query answered by binary search on the value: the k-th smallest is the least v with
// at least k elements <= v, counted by one scan. O(q n log V) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& k) {
        const int* p = a.data();
        int n = (int)a.size();
        long long total = 0;
        for (int rank : k) {
            int lo = 0, hi = 1000000000;
            while (lo < hi) {
                int mid = lo + (hi - lo) / 2;
                int count = 0;
                for (int i = 0; i < n; ++i) count += p[i] <= mid;
                if (count >= rank) hi = mid;
                else lo = mid + 1;
            }
            total += lo;
        }
        return total;
    }
};
