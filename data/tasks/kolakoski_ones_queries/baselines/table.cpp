// The sequence written out in full by reading its own run lengths (the term at the read
// position says how long the next run is; runs alternate 1, 2, 1, ...), then prefix counts
// of ones: O(m) once, O(1) per query, O(m) extra space.
class Solution {
public:
    void solve(int m, const vector<int>& e, vector<int>& answer) {
        vector<unsigned char> k(m + 2);
        k[0] = 1;
        if (m > 1) k[1] = 2;
        int write = 1, read = 1;  // k[1..] is produced from the run lengths k[1], k[2], ...
        unsigned char symbol = 2;
        while (write < m) {
            int run = (read == 1) ? 2 : k[read];
            for (int r = 0; r < run && write < m; ++r) k[write++] = symbol;
            symbol ^= 3;
            ++read;
        }
        vector<int> ones(m + 1, 0);  // ones[i]: count of 1s among the first i terms
        for (int i = 0; i < m; ++i) ones[i + 1] = ones[i] + (k[i] == 1);
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            last = ones[n];
            answer.push_back(last);
        }
    }
};
