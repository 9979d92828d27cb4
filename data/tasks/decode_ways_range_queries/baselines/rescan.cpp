// Each query runs the decode-ways recurrence over its range from scratch:
// ways(l..k) = [s_k != '0'] ways(l..k-1) + [s_{k-1} s_k is a code 10..26] ways(l..k-2),
// with ways of the empty range 1. O(r - l) per query, O(q n) in all, O(1) extra space.
class Solution {
public:
    void solve(const string& s, const vector<int>& x, const vector<int>& y, vector<int>& answer) {
        const unsigned MOD = 1000000007u;
        const char* c = s.data();
        long long n = (long long)s.size(), last = 0;
        for (size_t i = 0; i < x.size(); ++i) {
            long long l = (x[i] + last) % n, r = (y[i] + last) % n;
            if (l > r) swap(l, r);
            unsigned cur = c[l] != '0', prev = 1;  // ways(l..k), ways(l..k-1)
            for (long long k = l + 1; k <= r; ++k) {
                unsigned next = c[k] != '0' ? cur : 0;
                if (c[k - 1] == '1' || (c[k - 1] == '2' && c[k] <= '6')) {
                    next += prev;
                    if (next >= MOD) next -= MOD;
                }
                prev = cur;
                cur = next;
            }
            answer.push_back((int)cur);
            last = cur;
        }
    }
};
