// Letter counts of every prefix: a query compares four differences, O(1) per query;
// O(n) extra space (four ints per letter).
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 3>>& queries) {
        int n = s.size();
        vector<array<int, 4>> prefix(n + 1);
        prefix[0] = {0, 0, 0, 0};
        for (int i = 0; i < n; ++i) {
            prefix[i + 1] = prefix[i];
            ++prefix[i + 1][(s[i] >> 1) & 3];  // A, C, T, G -> 0, 1, 2, 3
        }
        long long count = 0;
        for (const auto& q : queries) {
            int a = q[0], b = q[1], len = q[2];
            bool same = true;
            for (int c = 0; c < 4 && same; ++c)
                same = prefix[a + len][c] - prefix[a][c] == prefix[b + len][c] - prefix[b][c];
            if (same) ++count;
        }
        return count;
    }
};
