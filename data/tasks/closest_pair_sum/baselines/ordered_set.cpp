// Scan the array once, keeping the values seen so far in a balanced search tree
// (std::multiset): for each value x, the earlier partners closest to target - x are the
// tree's lower bound of target - x and its predecessor. O(n log n) time, O(n) extra space
// (a tree node per value, about 5x the bytes of a copy). Same class as sorting a copy; it
// is a baseline too so that row 3's limit allows the larger constant factor of search
// trees (in the 2x2 version, the two pointers' limit alone left it only 1.9x room at -O0).
#include <set>
class Solution {
public:
    long long solve(const vector<long long>& a, long long target) {
        multiset<long long> seen;
        long long best = LLONG_MAX;
        for (long long x : a) {
            if (!seen.empty()) {
                auto it = seen.lower_bound(target - x);
                if (it != seen.end()) best = min(best, llabs(x + *it - target));
                if (it != seen.begin()) {
                    --it;
                    best = min(best, llabs(x + *it - target));
                }
            }
            seen.insert(x);
        }
        return best;
    }
};
