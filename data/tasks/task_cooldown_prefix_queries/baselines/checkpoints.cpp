// One counting pass over all m tasks, saving the 26 letter counts and (top, tied) after every
// multiple of B = sqrt(m) tasks; a query resumes from the checkpoint at or below its n and
// counts fewer than B more tasks, then applies max(n, (top - 1) * (k + 1) + tied):
// O(m) once and O(sqrt m) per query (times the alphabet for the copy); O(sqrt m) extra space.
class Solution {
    struct State {
        int counts[26];
        int top, tied;
    };

    static void add(State& st, char c) {
        int x = ++st.counts[c - 'A'];
        if (x > st.top) {
            st.top = x;
            st.tied = 1;
        } else if (x == st.top) {
            ++st.tied;
        }
    }

public:
    void solve(const string& s, int k, const vector<int>& e, vector<long long>& answer) {
        int m = (int)s.size();
        int block = 1;
        while ((long long)(block + 1) * (block + 1) <= m) ++block;
        vector<State> saved(m / block + 1);  // saved[j]: the state after j * block tasks
        State st;
        for (int c = 0; c < 26; ++c) st.counts[c] = 0;
        st.top = st.tied = 0;
        saved[0] = st;
        for (int i = 0; i < m; ++i) {
            add(st, s[i]);
            if ((i + 1) % block == 0) saved[(i + 1) / block] = st;
        }
        long long last = 0;
        for (int code : e) {
            int n = (int)((code + last) % m) + 1;
            int j = n / block;
            st = saved[j];
            for (int i = j * block; i < n; ++i) add(st, s[i]);
            long long frame = (long long)(st.top - 1) * (k + 1) + st.tied;
            last = frame > n ? frame : n;
            answer.push_back(last);
        }
    }
};
