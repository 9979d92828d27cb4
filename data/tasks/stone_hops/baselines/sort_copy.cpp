// Sort a copy of the positions, then one greedy pass: keep the farthest position within d
// of the current stone, hop to it when the next position is beyond reach. O(n log n) time,
// O(n) extra space.
class Solution {
public:
    int solve(const vector<int>& stones, int d) {
        vector<int> s(stones);
        sort(s.begin(), s.end());
        long long cur = s[0], cand = cur;
        int hops = 0;
        for (size_t i = 1; i < s.size(); ++i) {
            long long v = s[i];
            if (v > cur + d) {
                if (cand == cur) return -1;
                cur = cand;
                ++hops;
                if (v > cur + d) return -1;
            }
            cand = v;
        }
        if (cand != cur) ++hops;
        return hops;
    }
};
