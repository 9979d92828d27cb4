// Jump game greedy per query: walk from the start, extending the farthest reach, until an
// index lies beyond it (or the reach is the last index). O(n) per query; O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& starts) {
        long long total = 0;
        long long last = (long long)a.size() - 1;
        for (int s : starts) {
            long long reach = s;
            for (long long j = s; j <= reach && reach < last; ++j) reach = max(reach, j + a[j]);
            total += (int)min(reach, last);
        }
        return total;
    }
};
