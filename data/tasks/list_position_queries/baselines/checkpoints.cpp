// Every s-th node of the list (s ~ sqrt n) is a checkpoint, kept with its position in a
// small open-addressing hash table; a query walks forward to the first checkpoint (at most
// s steps) or the tail. O(n + q sqrt n) time; O(sqrt n) extra space.
class Solution {
public:
    void solve(const vector<int>& next, int head, const vector<int>& queries, vector<int>& answer) {
        int n = next.size();
        int s = max(1, (int)sqrt((double)n));
        int count = n / s + 1, cap = 1, shift = 32;
        while (cap < 4 * count) cap <<= 1, --shift;
        vector<int> key(cap, -1), pos(cap);
        auto slot = [&](int u) { return (int)((unsigned)u * 2654435761u >> shift) & (cap - 1); };
        int p = 0;
        for (int u = head; u != -1; u = next[u], ++p) {
            if (p % s) continue;
            int i = slot(u);
            while (key[i] != -1) i = (i + 1) & (cap - 1);
            key[i] = u;
            pos[i] = p;
        }
        for (int v : queries) {
            int d = 0, u = v, ans = -1;
            while (true) {
                int i = slot(u);
                while (key[i] != -1 && key[i] != u) i = (i + 1) & (cap - 1);
                if (key[i] == u) { ans = pos[i] - d; break; }
                u = next[u];
                ++d;
                if (u == -1) { ans = n - d; break; }
            }
            answer.push_back(ans);
        }
    }
};
