// Compare each substring from both ends inwards: O(r - l) per query, O(1) extra space.
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        long long count = 0;
        for (const auto& q : queries) {
            int l = q[0], r = q[1];
            while (l < r && s[l] == s[r]) {
                ++l;
                --r;
            }
            if (l >= r) ++count;
        }
        return count;
    }
};
