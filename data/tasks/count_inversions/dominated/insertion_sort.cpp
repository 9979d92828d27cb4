// Insertion sort of a copy, counting the shifts: each shift undoes exactly one inversion.
// O(n^2) time on random or decreasing input like comparing all pairs, but O(n) extra space
// for the copy: dominated by all pairs (O(1) space) and by the sorted blocks.
class Solution {
public:
    long long solve(const vector<long long>& a) {
        vector<long long> b(a);
        long long inversions = 0;
        for (size_t i = 1; i < b.size(); ++i) {
            long long x = b[i];
            size_t j = i;
            while (j > 0 && b[j - 1] > x) {
                b[j] = b[j - 1];
                --j;
                ++inversions;
            }
            b[j] = x;
        }
        return inversions;
    }
};
