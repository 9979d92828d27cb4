// The buy/sell recurrence tabulated: the best profit f(i) of every prefix of days:
// O(n + q) time; O(n) extra space.
class Solution {
public:
    void solve(const vector<int>& p, int fee, const vector<int>& e, vector<long long>& answer) {
        int n = p.size();
        vector<long long> f(n + 1, 0);
        long long cash = 0, hold = -(long long)p[0];
        for (int k = 0; k < n; ++k) {
            cash = max(cash, hold + p[k] - fee);
            hold = max(hold, cash - p[k]);
            f[k + 1] = cash;
        }
        long long last = 0;
        for (int code : e) {
            last = f[(code + last) % n + 1];
            answer.push_back(last);
        }
    }
};
