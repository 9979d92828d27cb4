// Count the letters of both substrings (one adding, one subtracting) and check that every
// count is zero: O(len) per query, O(1) extra space (four counters).
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 3>>& queries) {
        long long count = 0;
        for (const auto& q : queries) {
            int a = q[0], b = q[1], len = q[2];
            int diff[4] = {0, 0, 0, 0};
            for (int i = 0; i < len; ++i) {
                ++diff[(s[a + i] >> 1) & 3];  // A, C, T, G -> 0, 1, 2, 3
                --diff[(s[b + i] >> 1) & 3];
            }
            if (diff[0] == 0 && diff[1] == 0 && diff[2] == 0 && diff[3] == 0) ++count;
        }
        return count;
    }
};
