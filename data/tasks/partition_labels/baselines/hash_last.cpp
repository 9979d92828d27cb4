// The usual partition-labels solution: a hash map from each value to its last index, filled
// by one pass, then the greedy sweep (grow the piece's end to the last occurrence of each
// value met, cut when the sweep reaches it). O(n) expected time, O(n) extra space.
class Solution {
public:
    int maxPieces(const vector<int>& a) {
        int n = (int)a.size();
        unordered_map<int, int> lastAt;
        lastAt.reserve(n);
        for (int i = 0; i < n; ++i) lastAt[a[i]] = i;
        int pieces = 0, end = -1;
        for (int i = 0; i < n; ++i) {
            int l = lastAt[a[i]];
            if (l > end) end = l;
            if (end == i) ++pieces;
        }
        return pieces;
    }
};
