// The successor scan over a copy of the values: the O(n^2) time of the O(1) class with the
// O(n) memory of the sort. Correct, dominated.
class Solution {
public:
    long long solve(const vector<int>& a) {
        vector<int> b(a);
        long long total = 0, rank = 0;
        int last = 0;
        for (;;) {
            int next = INT_MAX;
            long long copies = 0;
            for (size_t i = 0; i < b.size(); ++i) {
                int v = b[i];
                if (v <= last) continue;
                if (v < next) {
                    next = v;
                    copies = 1;
                } else if (v == next) {
                    ++copies;
                }
            }
            if (copies == 0) break;
            total += rank * copies;
            ++rank;
            last = next;
        }
        return total;
    }
};
