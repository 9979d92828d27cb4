// Sieve omega(k) for every k <= m (each prime p, found as a k with no prime factor yet,
// adds one to all its multiples), then prefix sums in place (the total stays below 2^31
// for m <= 5*10^5). O(m log log m) once, O(1) per query, O(m) extra space.
class Solution {
public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        vector<int> s(m + 1, 0);
        for (int p = 2; p <= m; ++p)
            if (s[p] == 0)
                for (int k = p; k <= m; k += p) ++s[k];
        for (int k = 1; k <= m; ++k) s[k] += s[k - 1];
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            last = s[r] - s[l - 1];
            answer.push_back(last);
        }
    }
};
