// Decompose p into cycles once: the cells of each cycle are laid out consecutively in
// `order`, with each cell's index there, its cycle's first index and length. A query is
// arithmetic and one lookup. O(n + q) time; O(n) extra space.
class Solution {
public:
    void solve(const vector<int>& p, const vector<int>& a, const vector<long long>& t, vector<int>& answer) {
        int n = p.size();
        vector<int> order(n), where(n, -1), first(n), length(n);
        int k = 0;
        for (int s = 0; s < n; ++s) {
            if (where[s] != -1) continue;
            int begin = k;
            int y = s;
            do { where[y] = k; order[k++] = y; y = p[y]; } while (y != s);
            for (int j = begin; j < k; ++j) { first[j] = begin; length[j] = k - begin; }
        }
        int last = 0;
        for (size_t i = 0; i < a.size(); ++i) {
            int x = (int)((a[i] + last) % n);
            int w = where[x], b = first[w], len = length[w];
            int r = (int)((w - b + t[i] % len) % len);
            last = order[b + r];
            answer.push_back(last);
        }
    }
};
