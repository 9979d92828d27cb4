// Copy each substring, reverse the copy and compare: O(r - l) time and O(r - l) extra
// space per query, so it is as slow as the two-pointer scan and needs up to n bytes.
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        long long count = 0;
        for (const auto& q : queries) {
            string part = s.substr(q[0], q[1] - q[0] + 1);
            string back(part.rbegin(), part.rend());
            if (part == back) ++count;
        }
        return count;
    }
};
