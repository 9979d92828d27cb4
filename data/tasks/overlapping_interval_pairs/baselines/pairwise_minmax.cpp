// Every pair (i, j), i < j, tested in the form it is most often written: the intervals
// overlap when the later start is at most the earlier end, max(lo) <= min(hi), through
// vector indexing. The same class as pairwise, O(n^2) time and O(1) extra space; at -O0
// its calls to operator[], max and min cost about 9x pairwise's pointer loop, and as a
// baseline it sets row 1's limit so that such a solution is judged by its class.
class Solution {
public:
    long long solve(const vector<int>& lo, const vector<int>& hi) {
        int n = (int)lo.size();
        long long count = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (max(lo[i], lo[j]) <= min(hi[i], hi[j])) ++count;
        return count;
    }
};
