// One pass of the slope greedy over all m ratings, saving its state (total, up, down, peak)
// after every multiple of B = sqrt(m) ratings; a query resumes from the checkpoint at or
// below its n and runs the greedy over fewer than B more ratings:
// O(m) once and O(sqrt m) per query; O(sqrt m) extra space.
class Solution {
    struct State {
        long long total;
        int up, down, peak;
    };

    static void step(State& s, int before, int now) {
        if (now > before) {
            ++s.up;
            s.peak = s.up;
            s.down = 0;
            s.total += s.up + 1;
        } else if (now == before) {
            s.up = s.down = s.peak = 0;
            s.total += 1;
        } else {
            s.up = 0;
            ++s.down;
            s.total += s.down + (s.down > s.peak ? 1 : 0);
        }
    }

public:
    void solve(const vector<int>& r, const vector<int>& e, vector<long long>& answer) {
        int m = (int)r.size();
        int block = 1;
        while ((long long)(block + 1) * (block + 1) <= m) ++block;
        vector<State> saved(m / block + 1);  // saved[j]: the state after max(1, j * block) ratings
        State s{1, 0, 0, 0};
        saved[0] = s;
        if (block == 1) saved[1] = s;
        for (int i = 1; i < m; ++i) {
            step(s, r[i - 1], r[i]);
            if ((i + 1) % block == 0) saved[(i + 1) / block] = s;
        }
        long long last = 0;
        for (int code : e) {
            int n = (int)((code + last) % m) + 1;
            int j = n / block;
            int from = j * block > 1 ? j * block : 1;
            s = saved[j];
            for (int i = from; i < n; ++i) step(s, r[i - 1], r[i]);
            last = s.total;
            answer.push_back(last);
        }
    }
};
