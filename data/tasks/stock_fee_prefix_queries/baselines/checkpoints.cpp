// One pass of the buy/sell recurrence keeping the state pair (cash, hold) after every
// multiple of B = isqrt(n) days; a query resumes from the checkpoint at or below its i:
// O(n) once and O(sqrt n) per query; O(sqrt n) extra space.
class Solution {
public:
    void solve(const vector<int>& p, int fee, const vector<int>& e, vector<long long>& answer) {
        int n = p.size();
        int block = 1;
        while ((long long)(block + 1) * (block + 1) <= n) ++block;
        int count = n / block + 1;
        vector<long long> cashAt(count), holdAt(count);  // state after jB days; j = 0: no day yet
        long long cash = 0, hold = -(long long)p[0];
        cashAt[0] = cash;
        holdAt[0] = hold;
        for (int k = 0; k < n; ++k) {
            long long sell = hold + p[k] - fee;
            if (sell > cash) cash = sell;
            long long buy = cash - p[k];
            if (buy > hold) hold = buy;
            if ((k + 1) % block == 0) {
                cashAt[(k + 1) / block] = cash;
                holdAt[(k + 1) / block] = hold;
            }
        }
        long long last = 0;
        for (int code : e) {
            int i = (int)((code + last) % n) + 1;
            int j = i / block;
            cash = cashAt[j];
            hold = holdAt[j];
            for (int k = j * block; k < i; ++k) {
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
