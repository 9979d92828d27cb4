// The greedy walk over a copy of the ribbon: O(n m) time and O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& ribbon, const vector<int>& message) {
        vector<int> r(ribbon);
        const size_t n = r.size();
        size_t pos = 0;
        int passes = 1;
        for (int c : message) {
            size_t i = pos;
            while (i < n && r[i] != c) ++i;
            if (i == n) {
                ++passes;
                i = 0;
                while (i < n && r[i] != c) ++i;
                if (i == n) return -1;
            }
            pos = i + 1;
        }
        return passes;
    }
};
