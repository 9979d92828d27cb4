// Writes the sequence out again for every query, up to its prefix length, and counts the
// ones: the walk's O(n) time per query with the table's O(n) space.
class Solution {
public:
    void solve(int m, const vector<int>& e, vector<int>& answer) {
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            vector<int> k(n + 2);
            k[0] = 1;
            k[1] = 2;
            k[2] = 2;
            int write = 3, read = 2, symbol = 1;
            while (write < n) {
                for (int r = 0; r < k[read] && write < n; ++r) k[write++] = symbol;
                symbol = 3 - symbol;
                ++read;
            }
            int ones = 0;
            for (int i = 0; i < n; ++i) ones += (k[i] == 1);
            last = ones;
            answer.push_back(ones);
        }
    }
};
