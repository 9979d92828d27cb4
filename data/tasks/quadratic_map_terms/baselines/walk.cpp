// Brent's cycle detection gives the tail length mu and the cycle length lambda in O(1) space;
// each query reduces its index onto [0, mu + lambda) and walks there from x_0:
// O(mu + lambda) per query; O(1) extra space.
class Solution {
public:
    void solve(long long m, long long c, long long s, const vector<long long>& e, vector<long long>& answer) {
        auto next = [&](long long x) { return (long long)(((__int128)x * x + c) % m); };
        long long power = 1, lambda = 1, tortoise = s, hare = next(s);
        while (tortoise != hare) {
            if (power == lambda) { tortoise = hare; power *= 2; lambda = 0; }
            hare = next(hare);
            ++lambda;
        }
        tortoise = hare = s;
        for (long long i = 0; i < lambda; ++i) hare = next(hare);
        long long mu = 0;
        while (tortoise != hare) { tortoise = next(tortoise); hare = next(hare); ++mu; }
        long long last = 0;
        for (long long code : e) {
            long long n = code + last;
            if (n >= mu) n = mu + (n - mu) % lambda;
            long long x = s;
            for (long long i = 0; i < n; ++i) x = next(x);
            last = x;
            answer.push_back(x);
        }
    }
};
