// The common library form of the fast class: the distinct positions in a std::set, then
// each hop by upper_bound(cur + d) and one step back. O(n log n) time, O(n) extra space
// (a tree node per distinct position: the heavier form, it sets row 3's limits).
class Solution {
public:
    int solve(const vector<int>& stones, int d) {
        set<long long> s(stones.begin(), stones.end());
        long long cur = *s.begin(), hi = *s.rbegin();
        int hops = 0;
        while (cur < hi) {
            auto it = prev(s.upper_bound(cur + d));
            if (*it == cur) return -1;
            cur = *it;
            ++hops;
        }
        return hops;
    }
};
