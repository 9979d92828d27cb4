// The greedy of partition labels: a piece that starts at s must reach the last occurrence of
// every value in it, so grow its end e to the last occurrence of each a[i] met on the way
// and cut as soon as i reaches e (cutting any earlier would split a value; cutting later
// only merges pieces). The last occurrence of a[i] is looked up by scanning from the right
// down to the current end: O(n^2) time on distinct values, O(1) extra space.
class Solution {
public:
    int maxPieces(const vector<int>& a) {
        int n = (int)a.size();
        int pieces = 0, end = -1;
        for (int i = 0; i < n; ++i) {
            if (end < i) end = i;
            int v = a[i];
            for (int j = n - 1; j > end; --j) {
                if (a[j] == v) {
                    end = j;
                    break;
                }
            }
            if (end == i) ++pieces;
        }
        return pieces;
    }
};
