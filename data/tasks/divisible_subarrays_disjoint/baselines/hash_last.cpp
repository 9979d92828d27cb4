// One pass with a hash map from prefix residue to the last position it occurred at: r is
// a cut when its residue occurred at or after the last cut. O(n) expected time, O(n) extra
// space.
class Solution {
public:
    int solve(const vector<int>& a, long long k) {
        unordered_map<long long, int> last;
        last[0] = 0;
        long long p = 0;
        int count = 0, cut = 0;
        for (size_t r = 1; r <= a.size(); ++r) {
            p = (p + a[r - 1]) % k;
            if (p < 0) p += k;
            auto it = last.find(p);
            if (it != last.end() && it->second >= cut) {
                ++count;
                cut = (int)r;
            }
            last[p] = (int)r;
        }
        return count;
    }
};
