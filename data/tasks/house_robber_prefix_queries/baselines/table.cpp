// The recurrence f(i) = max(f(i - 1), f(i - 2) + a_i) tabulated for every prefix:
// O(n + q) time; O(n) extra space.
class Solution {
public:
    void solve(const vector<int>& a, const vector<int>& e, vector<long long>& answer) {
        int n = a.size();
        vector<long long> f(n + 1, 0);
        f[1] = a[0];
        for (int i = 2; i <= n; ++i) f[i] = max(f[i - 1], f[i - 2] + a[i - 1]);
        long long last = 0;
        for (int code : e) {
            last = f[(code + last) % n + 1];
            answer.push_back(last);
        }
    }
};
