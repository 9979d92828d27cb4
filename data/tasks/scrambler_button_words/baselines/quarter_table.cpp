// Meet in the middle with a small table. The last q presses: the codes y with
// w(y) = target for the g^q words w of length q (run backwards from the target with the
// inverse presses) go into a sorted table, q the least with g^q >= max(512, g^(k/4)); the
// first k - q presses are enumerated depth-first from start and each code reached is counted
// by an equal_range in the table. O(g^(k - q) q) = O(g^(3k/4) log) time,
// O(g^q) = O(g^(k/4)) extra space (floor 512 codes, 2 KB).
class Solution {
    typedef unsigned int u32;
    int g = 0, k = 0, q = 0;
    u32 A[8], B[8], Ainv[8];
    int R[8];
    vector<u32> table;
    long long count = 0;

    u32 unpress(u32 y, int i) const {
        u32 z = (y - B[i]) * Ainv[i];
        u32 x = z;
        for (int s = R[i]; s < 32; s += R[i]) x ^= z >> s;
        return x;
    }
    void back(int depth, u32 y) {
        if (depth == q) {
            table.push_back(y);
            return;
        }
        for (int i = 0; i < g; ++i) back(depth + 1, unpress(y, i));
    }
    void forward(int depth, u32 x) {
        if (depth == k - q) {
            pair<vector<u32>::iterator, vector<u32>::iterator> r = equal_range(table.begin(), table.end(), x);
            count += r.second - r.first;
            return;
        }
        for (int i = 0; i < g; ++i) forward(depth + 1, (x ^ (x >> R[i])) * A[i] + B[i]);
    }

public:
    long long solve(const vector<array<long long, 3>>& buttons, long long start, long long target, int k_) {
        g = (int)buttons.size();
        k = k_;
        for (int i = 0; i < g; ++i) {
            A[i] = (u32)buttons[i][0];
            B[i] = (u32)buttons[i][1];
            R[i] = (int)buttons[i][2];
            u32 inv = A[i];
            for (int it = 0; it < 5; ++it) inv *= 2u - A[i] * inv;
            Ainv[i] = inv;
        }
        long long want = 512, quarter = 1;
        for (int j = 0; j < k / 4; ++j) quarter *= g;
        if (quarter > want) want = quarter;
        long long size = 1;
        q = 0;
        while (g > 1 && q < k && size < want) {
            size *= g;
            ++q;
        }
        table.clear();
        table.reserve((size_t)size);
        back(0, (u32)target);
        sort(table.begin(), table.end());
        count = 0;
        forward(0, (u32)start);
        return count;
    }
};
