// Brent's cycle detection for mu and lambda, then every B-th term of the rho kept, B about
// sqrt(mu + lambda); a query reduces its index and walks from the checkpoint below it:
// O(mu + lambda) once and O(sqrt(mu + lambda)) per query; O(sqrt(mu + lambda)) extra space.
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
        long long total = mu + lambda, block = 1;
        while ((block + 1) * (block + 1) <= total) ++block;
        vector<long long> saved(total / block + 1);  // saved[j] = x_{j * block}
        long long x = s;
        for (long long i = 0; i < total; ++i) {
            if (i % block == 0) saved[i / block] = x;
            x = next(x);
        }
        long long last = 0;
        for (long long code : e) {
            long long n = code + last;
            if (n >= mu) n = mu + (n - mu) % lambda;
            x = saved[n / block];
            for (long long i = n / block * block; i < n; ++i) x = next(x);
            last = x;
            answer.push_back(x);
        }
    }
};
