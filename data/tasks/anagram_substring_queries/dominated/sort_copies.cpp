// Copy both substrings, sort the copies and compare them: O(len log len) time and O(len)
// extra space per query.
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 3>>& queries) {
        long long count = 0;
        for (const auto& q : queries) {
            string x = s.substr(q[0], q[2]);
            string y = s.substr(q[1], q[2]);
            sort(x.begin(), x.end());
            sort(y.begin(), y.end());
            if (x == y) ++count;
        }
        return count;
    }
};
