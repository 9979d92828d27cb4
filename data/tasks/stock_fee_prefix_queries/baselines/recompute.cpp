// Each query runs the buy/sell recurrence from day 1 up to its i, keeping only the two
// states (best profit holding no share, best profit holding one): O(i) per query, O(q n) in
// all; O(1) extra space.
class Solution {
public:
    void solve(const vector<int>& p, int fee, const vector<int>& e, vector<long long>& answer) {
        long long n = p.size();
        long long last = 0;
        for (int code : e) {
            int i = (int)((code + last) % n) + 1;
            long long cash = 0, hold = -(long long)p[0];
            for (int k = 0; k < i; ++k) {
                long long sell = hold + p[k] - fee;
                if (sell > cash) cash = sell;
                long long buy = cash - p[k];
                if (buy > hold) hold = buy;
            }
            last = cash;
            answer.push_back(last);
        }
    }
};
