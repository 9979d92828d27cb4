// Every word of k presses in the order of a base-g odometer, keeping the code after each of
// its first j presses (v[j], at most 41 codes): moving to the next word increments the last
// digit that is not g - 1, zeroes the digits after it and recomputes only the codes from
// there, g / (g - 1) <= 2 presses per word on average. O(g^k) time, O(1) extra space (fixed
// arrays of 41 codes and 40 digits: k <= 40).
class Solution {
public:
    long long solve(const vector<array<long long, 3>>& buttons, long long start, long long target, int k) {
        typedef unsigned int u32;
        int g = (int)buttons.size();
        u32 A[8], B[8];
        int R[8];
        for (int i = 0; i < g; ++i) {
            A[i] = (u32)buttons[i][0];
            B[i] = (u32)buttons[i][1];
            R[i] = (int)buttons[i][2];
        }
        u32 t = (u32)target;
        u32 v[41];
        unsigned char d[40];
        v[0] = (u32)start;
        for (int j = 0; j < k; ++j) {
            d[j] = 0;
            u32 x = v[j];
            v[j + 1] = (x ^ (x >> R[0])) * A[0] + B[0];
        }
        long long count = 0;
        while (true) {
            if (v[k] == t) ++count;
            int j = k - 1;
            while (j >= 0 && d[j] == g - 1) --j;
            if (j < 0) break;
            ++d[j];
            for (int i = j; i < k; ++i) {
                if (i > j) d[i] = 0;
                int b = d[i];
                u32 x = v[i];
                v[i + 1] = (x ^ (x >> R[b])) * A[b] + B[b];
            }
        }
        return count;
    }
};
