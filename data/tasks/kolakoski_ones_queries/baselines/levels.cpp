// Nilsson's generator with its levels written out: level j emits runs of alternating
// symbols (2 first) whose lengths are the terms emitted by level j + 1, and remembers its
// current symbol and how many copies of it are still due. A term of level 0 climbs to the
// first level with a copy due (or opens a new level, whose first answer is the 2 of K_3),
// then every level below starts its next run. O(1) amortised per term, O(n) per query,
// O(log n) bytes of extra space.
class Solution {
public:
    void solve(int m, const vector<int>& e, vector<int>& answer) {
        unsigned char sym[64], due[64];
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            int ones = 1;  // K_1 = 1 and K_2 = 2 come before the recursion
            int depth = 0;
            for (int i = 3; i <= n; ++i) {
                int k = 0;
                while (k < depth && due[k] == 0) ++k;
                int v;
                if (k == depth) {
                    sym[k] = 2;
                    due[k] = 0;
                    ++depth;
                    v = 2;
                } else {
                    --due[k];
                    v = sym[k];
                }
                for (int j = k - 1; j >= 0; --j) {
                    sym[j] = (unsigned char)(3 - sym[j]);
                    due[j] = (unsigned char)(v - 1);
                    v = sym[j];
                }
                ones += (v == 1);
            }
            last = ones;
            answer.push_back(ones);
        }
    }
};
