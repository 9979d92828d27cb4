// Every element climbs down once per distinct value below it, so the answer is the sum over
// the distinct values in increasing order v_0 < v_1 < ... of k times the copies of v_k.
// The increasing order is walked by successor scans: one scan per distinct value finds the
// smallest value above the last one and counts its copies.
// O(n * distinct) = O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& a) {
        const int* p = a.data();
        int n = (int)a.size();
        long long total = 0, rank = 0;
        int last = 0;  // values are >= 1
        for (;;) {
            int next = INT_MAX;
            long long copies = 0;
            for (int i = 0; i < n; ++i) {
                int v = p[i];
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
