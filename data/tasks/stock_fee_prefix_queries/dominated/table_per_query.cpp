// Two fresh DP arrays (cash and hold after each day) for every query: the recomputation's
// O(q n) time with the table's O(n) extra space.
class Solution {
public:
    void solve(const vector<int>& p, int fee, const vector<int>& e, vector<long long>& answer) {
        long long n = p.size();
        long long last = 0;
        for (int code : e) {
            int i = (int)((code + last) % n) + 1;
            vector<long long> cash(i + 1, 0), hold(i + 1, 0);
            hold[0] = -(long long)p[0];
            for (int k = 1; k <= i; ++k) {
                cash[k] = max(cash[k - 1], hold[k - 1] + p[k - 1] - fee);
                hold[k] = max(hold[k - 1], cash[k] - p[k - 1]);
            }
            last = cash[i];
            answer.push_back(last);
        }
    }
};
