// Brent's cycle detection, then every term of the rho written out again for every query:
// the walk's time with O(mu + lambda) extra space.
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
            vector<long long> term(n + 1);
            term[0] = s;
            for (long long i = 1; i <= n; ++i) term[i] = next(term[i - 1]);
            last = term[n];
            answer.push_back(last);
        }
    }
};
