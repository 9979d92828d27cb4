// The form most often written: count each value's copies in an ordered map, then add rank x
// copies over its keys in increasing order. O(n log n) time, O(distinct) = O(n) extra space
// (a tree node per distinct value).
class Solution {
public:
    long long solve(const vector<int>& a) {
        map<int, long long> copies;
        for (int v : a) ++copies[v];
        long long total = 0, rank = 0;
        for (const auto& [v, c] : copies) {
            total += rank * c;
            ++rank;
        }
        return total;
    }
};
