// Suffix automaton of s (at most 2n states, 26 transitions each). A state that is the
// suffix link of another has at least two end positions, and every state with two or more
// is one (a leaf of the link tree ends once), so the answer is the longest length of a
// link target. O(n) time (alphabet of 26), O(26 n) extra space.
class Solution {
    struct State {
        int len, link;
        int next[26];
    };
public:
    int solve(const string& s) {
        int n = s.size();
        vector<State> st;
        st.reserve(2 * n + 1);
        st.push_back(State{0, -1, {}});
        for (int& t : st[0].next) t = -1;
        int last = 0;
        for (char ch : s) {
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
        int best = 0;
        for (size_t v = 1; v < st.size(); ++v) best = max(best, st[st[v].link].len);
        return best;
    }
};
