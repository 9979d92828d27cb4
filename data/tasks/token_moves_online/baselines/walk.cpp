// Walk the cycle of x once to learn its length L, then walk t mod L more moves.
// O(L) <= O(n) per query, O(q n) time; O(1) extra space.
class Solution {
public:
    void solve(const vector<int>& p, const vector<int>& a, const vector<long long>& t, vector<int>& answer) {
        long long n = p.size();
        int last = 0;
        for (size_t i = 0; i < a.size(); ++i) {
            int x = (int)((a[i] + last) % n);
            long long len = 1;
            for (int y = p[x]; y != x; y = p[y]) ++len;
            long long r = t[i] % len;
            int y = x;
            while (r-- > 0) y = p[y];
            answer.push_back(y);
            last = y;
        }
    }
};
