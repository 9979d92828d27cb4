// A scan per query: from the start, collect the letters seen in a bit mask until it holds
// all of the first k letters. O(window length) per query, O(n) in the worst case; O(1)
// extra space.
class Solution {
public:
    long long solve(const string& s, int k, const vector<int>& starts) {
        int n = s.size();
        unsigned full = (1u << k) - 1;
        long long total = 0;
        for (int l : starts) {
            unsigned mask = 0;
            int r = l;
            while (r < n && mask != full) {
                unsigned c = s[r++] - 'a';
                if (c < (unsigned)k) mask |= 1u << c;
            }
            if (mask == full) total += r - l;
        }
        return total;
    }
};
