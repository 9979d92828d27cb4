// Meet in the middle, halves, with a hash map: the codes y with w(y) = target for the words
// w of the last k - h presses (run backwards with the inverse presses) counted in an
// unordered_map, then every code reached from start by the first h = k / 2 presses looked
// up. O(g^(k/2)) expected time, O(g^(k/2)) extra space.
class Solution {
    typedef unsigned int u32;
    int g = 0, k = 0, h = 0;
    u32 A[8], B[8], Ainv[8];
    int R[8];
    unordered_map<u32, long long> seen;
    long long count = 0;

    u32 unpress(u32 y, int i) const {
        u32 z = (y - B[i]) * Ainv[i];
        u32 x = z;
        for (int s = R[i]; s < 32; s += R[i]) x ^= z >> s;
        return x;
    }
    void back(int depth, u32 y) {
        if (depth == k - h) {
            ++seen[y];
            return;
        }
        for (int i = 0; i < g; ++i) back(depth + 1, unpress(y, i));
    }
    void forward(int depth, u32 x) {
        if (depth == h) {
            unordered_map<u32, long long>::const_iterator it = seen.find(x);
            if (it != seen.end()) count += it->second;
            return;
        }
        for (int i = 0; i < g; ++i) forward(depth + 1, (x ^ (x >> R[i])) * A[i] + B[i]);
    }

public:
    long long solve(const vector<array<long long, 3>>& buttons, long long start, long long target, int k_) {
        g = (int)buttons.size();
        k = k_;
        h = k / 2;
        for (int i = 0; i < g; ++i) {
            A[i] = (u32)buttons[i][0];
            B[i] = (u32)buttons[i][1];
            R[i] = (int)buttons[i][2];
            u32 inv = A[i];
            for (int it = 0; it < 5; ++it) inv *= 2u - A[i] * inv;
            Ainv[i] = inv;
        }
        long long size = 1;
        for (int j = 0; j < k - h; ++j) size *= g;
        seen.clear();
        seen.reserve((size_t)size);
        back(0, (u32)target);
        count = 0;
        forward(0, (u32)start);
        return count;
    }
};
