// Scan: count the divisors of every k in [l, r] by trial division (2, then odd p while
// p * p <= what is left of k): O((r - l) sqrt m) per query, O(1) extra space.
class Solution {
    static int divisors(int k) {
        int count = 1, e = 0;
        while (k % 2 == 0) { k /= 2; ++e; }
        count *= e + 1;
        for (int p = 3; p * p <= k; p += 2) {
            if (k % p != 0) continue;
            e = 0;
            do { k /= p; ++e; } while (k % p == 0);
            count *= e + 1;
        }
        if (k > 1) count *= 2;
        return count;
    }

public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        long long last = 0;
        for (const auto& qr : queries) {
            int l = (int)((qr[0] + last) % m) + 1, r = (int)((qr[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            int best = 0;
            for (int k = l; k <= r; ++k) best = max(best, divisors(k));
            last = best;
            answer.push_back(last);
        }
    }
};
