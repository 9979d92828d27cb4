// Letter counts of every prefix whose length is a multiple of k (k about sqrt n): the
// counts of any prefix are a checkpoint plus fewer than k letters, so a query costs
// O(sqrt n); O(sqrt n) extra space.
class Solution {
    int k = 1;
    vector<array<int, 4>> checkpoint;  // checkpoint[j][c]: occurrences of letter c in s[0, j*k)

    // Adds sign times the letter counts of s[0, x) to diff.
    void add_prefix(const string& s, int x, int sign, int* diff) const {
        int j = x / k;
        for (int c = 0; c < 4; ++c) diff[c] += sign * checkpoint[j][c];
        for (int i = j * k; i < x; ++i) diff[(s[i] >> 1) & 3] += sign;  // A, C, T, G -> 0, 1, 2, 3
    }

public:
    long long solve(const string& s, const vector<array<int, 3>>& queries) {
        int n = s.size();
        k = max(1, (int)sqrt((double)n));
        checkpoint.assign(n / k + 1, array<int, 4>{0, 0, 0, 0});
        array<int, 4> running = {0, 0, 0, 0};
        for (int i = 0; i <= n; ++i) {
            if (i % k == 0) checkpoint[i / k] = running;
            if (i < n) ++running[(s[i] >> 1) & 3];
        }
        long long count = 0;
        for (const auto& q : queries) {
            int a = q[0], b = q[1], len = q[2];
            int diff[4] = {0, 0, 0, 0};
            add_prefix(s, a + len, 1, diff);
            add_prefix(s, a, -1, diff);
            add_prefix(s, b + len, -1, diff);
            add_prefix(s, b, 1, diff);
            if (diff[0] == 0 && diff[1] == 0 && diff[2] == 0 && diff[3] == 0) ++count;
        }
        return count;
    }
};
