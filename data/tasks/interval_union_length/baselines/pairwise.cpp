// The union is a set of disjoint components [A, B]; its length is the sum of the component
// right ends minus the sum of the component left ends. l_i is a component left end when no
// interval j has l_j < l_i <= r_j (nothing reaches it from the left), r_i a right end when
// no interval j has l_j <= r_i < r_j; an end shared by several intervals counts once, for
// the smallest index. One scan of all intervals per interval: O(n^2) time, O(1) extra space.
class Solution {
public:
    long long solve(const vector<int>& l, const vector<int>& r) {
        int n = (int)l.size();
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            int a = l[i], b = r[i];
            bool left_end = true, right_end = true;
            for (int j = 0; j < n && (left_end || right_end); ++j) {
                int lj = l[j], rj = r[j];
                if (lj < a && a <= rj) left_end = false;
                if (lj <= b && b < rj) right_end = false;
                if (j < i) {
                    if (lj == a) left_end = false;
                    if (rj == b) right_end = false;
                }
            }
            if (right_end) total += b;
            if (left_end) total -= a;
        }
        return total;
    }
};
