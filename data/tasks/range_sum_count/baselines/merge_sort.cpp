// Count pairs i < j of prefix sums with lo <= P[j] - P[i] <= hi while merge-sorting the
// n + 1 prefix sums bottom-up: for two sorted halves, as j runs up the right half, the left
// half's window [P[j] - hi, P[j] - lo] only moves up, so two pointers count it in linear
// time per merge. O(n log n) time; the prefix sums and a merge buffer: O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, long long lo, long long hi) {
        int m = a.size() + 1;
        vector<long long> p(m), buffer(m);
        p[0] = 0;
        for (int i = 1; i < m; ++i) p[i] = p[i - 1] + a[i - 1];
        long long count = 0;
        for (int width = 1; width < m; width *= 2) {
            for (int left = 0; left + width < m; left += 2 * width) {
                int mid = left + width, right = min(left + 2 * width, m);
                int from = left, to = left;  // window [from, to) of the left half
                for (int j = mid; j < right; ++j) {
                    while (from < mid && p[from] < p[j] - hi) ++from;
                    while (to < mid && p[to] <= p[j] - lo) ++to;
                    count += to - from;
                }
                int i = left, j = mid, k = left;
                while (i < mid && j < right) buffer[k++] = p[i] <= p[j] ? p[i++] : p[j++];
                while (i < mid) buffer[k++] = p[i++];
                while (j < right) buffer[k++] = p[j++];
                for (k = left; k < right; ++k) p[k] = buffer[k];
            }
        }
        return count;
    }
};
