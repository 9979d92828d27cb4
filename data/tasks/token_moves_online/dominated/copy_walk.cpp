// Copies p into a vector, then walks the copy as the O(1)-space walk does: O(n) extra space
// and still O(n) per query, dominated by both other classes.
class Solution {
public:
    void solve(const vector<int>& p, const vector<int>& a, const vector<long long>& t, vector<int>& answer) {
        vector<int> q(p.begin(), p.end());
        long long n = q.size();
        int last = 0;
        for (size_t i = 0; i < a.size(); ++i) {
            int x = (int)((a[i] + last) % n);
            long long len = 1;
            for (int y = q[x]; y != x; y = q[y]) ++len;
            long long r = t[i] % len;
            int y = x;
            while (r-- > 0) y = q[y];
            answer.push_back(y);
            last = y;
        }
    }
};
