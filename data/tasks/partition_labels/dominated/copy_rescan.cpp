// The rescan greedy on a copy of the array: O(n^2) time and O(n) extra space, dominated by
// the rescan (same time, O(1) space) and by the sort (O(n log n) time, same space).
class Solution {
public:
    int maxPieces(const vector<int>& a) {
        vector<int> b(a.begin(), a.end());
        int n = (int)b.size();
        int pieces = 0, end = -1;
        for (int i = 0; i < n; ++i) {
            end = max(end, i);
            for (int j = i + 1; j < n; ++j)
                if (b[j] == b[i] && j > end) end = j;
            if (end == i) ++pieces;
        }
        return pieces;
    }
};
