// One generator pass over the first m terms saves the generator's two words and the count
// of ones at every multiple of B = isqrt(m); a query resumes the generator at the
// checkpoint below n and runs at most B - 1 steps: O(m) once, O(sqrt m) per query,
// O(sqrt m) extra space.
class Solution {
    struct State {
        unsigned long long x, y;
        int ones;
    };

    static void step(State& s) {
        s.ones += (int)(s.x & 1);
        unsigned long long f = s.y & ~(s.y + 1);
        s.x ^= f;
        s.y = (s.y + 1) | (f & (s.x >> 1));
    }

public:
    void solve(int m, const vector<int>& e, vector<int>& answer) {
        int block = 1;
        while ((long long)(block + 1) * (block + 1) <= m) ++block;
        vector<State> saved(m / block + 1);  // saved[j]: the state after j * block terms
        State s{~0ULL, ~0ULL, 0};
        saved[0] = s;
        for (int j = 1; j <= m / block; ++j) {
            for (int i = 0; i < block; ++i) step(s);
            saved[j] = s;
        }
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            State t = saved[n / block];
            for (int i = n / block * block; i < n; ++i) step(t);
            last = t.ones;
            answer.push_back(last);
        }
    }
};
