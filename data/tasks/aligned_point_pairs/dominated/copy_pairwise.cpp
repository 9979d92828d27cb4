// The pairwise check over copies of both arrays: O(n^2) time and O(n) extra space, so it
// passes only cell (1, 1).
class Solution {
public:
    long long countPairs(const vector<int>& x, const vector<int>& y) {
        vector<int> cx(x), cy(y);
        int n = (int)cx.size();
        long long count = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (cx[j] == cx[i] || cy[j] == cy[i]) ++count;
        return count;
    }
};
