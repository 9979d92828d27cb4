// One pass over 1..m walking every trajectory, keeping the prefix sum of T at every multiple
// of B = sqrt(m) / 2; a prefix sum S(x) is the checkpoint below x plus the walks of at most
// B - 1 numbers, and a query is S(r) - S(l - 1): O(m T) once, O(sqrt(m) T) per query;
// O(sqrt m) extra space.
class Solution {
    static long long steps(long long x) {
        long long count = 0;
        while (x != 1) {
            x = (x & 1) ? 3 * x + 1 : x / 2;
            ++count;
        }
        return count;
    }

public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int block = 1;
        while ((long long)(2 * block + 2) * (2 * block + 2) <= m) ++block;
        vector<long long> saved(m / block + 1, 0);  // saved[j] = T(1) + ... + T(j * block)
        long long running = 0;
        for (int i = 1; i <= m; ++i) {
            running += steps(i);
            if (i % block == 0) saved[i / block] = running;
        }
        auto prefix = [&](int x) {
            long long total = saved[x / block];
            for (int i = x / block * block + 1; i <= x; ++i) total += steps(i);
            return total;
        };
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            last = prefix(r) - prefix(l - 1);
            answer.push_back(last);
        }
    }
};
