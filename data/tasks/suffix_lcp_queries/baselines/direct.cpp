// Compare the two suffixes letter by letter: O(LCP) per query, O(1) extra space.
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        int n = s.size();
        long long total = 0;
        for (const auto& q : queries) {
            int i = q[0], j = q[1];
            int length = 0;
            while (i + length < n && j + length < n && s[i + length] == s[j + length]) ++length;
            total += length;
        }
        return total;
    }
};
