// Bottom-up merge sort of a copy: when an element of the right run is merged before the
// rest of the left run, it forms an inversion with each of those elements. O(n log n)
// time, O(n) extra space (the copy and one buffer).
class Solution {
public:
    long long solve(const vector<long long>& a) {
        size_t n = a.size();
        vector<long long> cur(a), buf(n);
        long long inversions = 0;
        for (size_t width = 1; width < n; width *= 2) {
            for (size_t lo = 0; lo < n; lo += 2 * width) {
                size_t mid = min(lo + width, n), hi = min(lo + 2 * width, n);
                size_t i = lo, j = mid, k = lo;
                while (i < mid && j < hi) {
                    if (cur[j] < cur[i]) {
                        inversions += mid - i;
                        buf[k++] = cur[j++];
                    } else {
                        buf[k++] = cur[i++];
                    }
                }
                while (i < mid) buf[k++] = cur[i++];
                while (j < hi) buf[k++] = cur[j++];
            }
            cur.swap(buf);
        }
        return inversions;
    }
};
