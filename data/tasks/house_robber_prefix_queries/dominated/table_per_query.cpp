// A fresh table of f(0..i) for every query: the recomputation's O(q n) time with the
// table's O(n) extra space.
class Solution {
public:
    void solve(const vector<int>& a, const vector<int>& e, vector<long long>& answer) {
        long long n = a.size();
        long long last = 0;
        for (int code : e) {
            int i = (int)((code + last) % n) + 1;
            vector<long long> f(i + 1, 0);
            f[1] = a[0];
            for (int k = 2; k <= i; ++k) f[k] = max(f[k - 1], f[k - 2] + a[k - 1]);
            last = f[i];
            answer.push_back(last);
        }
    }
};
