// Suffix automaton of a (at most 2n states, 26 transitions each), then b is read through
// it keeping the longest suffix of b's prefix that occurs in a: on a missing transition,
// follow suffix links (the match shrinks to the state's length). O(n + m) time (alphabet
// of 26), O(26 n) extra space.
class Solution {
    struct State {
        int len, link;
        int next[26];
    };
public:
    int solve(const string& a, const string& b) {
        int n = a.size();
        vector<State> st;
        st.reserve(2 * n + 1);
        st.push_back(State{0, -1, {}});
        for (int& t : st[0].next) t = -1;
        int last = 0;
        for (char ch : a) {
            int c = ch - 'a';
            int cur = st.size();
            st.push_back(State{st[last].len + 1, 0, {}});
            for (int& t : st[cur].next) t = -1;
            int p = last;
            while (p != -1 && st[p].next[c] == -1) {
                st[p].next[c] = cur;
                p = st[p].link;
            }
            if (p != -1) {
                int q = st[p].next[c];
                if (st[p].len + 1 == st[q].len) {
                    st[cur].link = q;
                } else {
                    int clone = st.size();
                    st.push_back(st[q]);
                    st[clone].len = st[p].len + 1;
                    while (p != -1 && st[p].next[c] == q) {
                        st[p].next[c] = clone;
                        p = st[p].link;
                    }
                    st[q].link = clone;
                    st[cur].link = clone;
                }
            }
            last = cur;
        }
        int state = 0, length = 0, best = 0;
        for (char ch : b) {
            int c = ch - 'a';
            while (state != 0 && st[state].next[c] == -1) {
                state = st[state].link;
                length = st[state].len;
            }
            if (st[state].next[c] != -1) {
                state = st[state].next[c];
                ++length;
            }
            best = max(best, length);
        }
        return best;
    }
};
