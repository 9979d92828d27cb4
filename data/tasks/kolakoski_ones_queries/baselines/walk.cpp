// Every query generates the sequence again from its start with an O(log n)-bit generator
// (Nilsson 2012, in Eppstein's two-word form): the recursion in which each level supplies
// the run lengths of the level below is kept as one bit per level in x (the symbol being
// written there) and one in y (whether that level's run continues); y advances like a
// binary counter whose carries flip the symbols in x. O(1) amortised per term, O(n) per
// query, two words of extra space.
class Solution {
public:
    void solve(int m, const vector<int>& e, vector<int>& answer) {
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            unsigned long long x = ~0ULL, y = ~0ULL;
            int ones = 0;
            for (int i = 0; i < n; ++i) {
                ones += (int)(x & 1);  // the symbol is 1 exactly when bit 0 of x is set
                unsigned long long f = y & ~(y + 1);
                x ^= f;
                y = (y + 1) | (f & (x >> 1));
            }
            last = ones;
            answer.push_back(ones);
        }
    }
};
