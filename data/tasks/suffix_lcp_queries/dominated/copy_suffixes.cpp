// Copy both suffixes and compare the copies: O(n) time and O(n) extra space per query.
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        long long total = 0;
        for (const auto& q : queries) {
            string a = s.substr(q[0]), b = s.substr(q[1]);
            total += mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin();
        }
        return total;
    }
};
