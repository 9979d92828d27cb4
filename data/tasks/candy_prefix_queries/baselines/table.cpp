// The slope greedy's total after every prefix, tabulated in one pass:
// O(m + q) time; O(m) extra space.
class Solution {
public:
    void solve(const vector<int>& r, const vector<int>& e, vector<long long>& answer) {
        int m = (int)r.size();
        vector<long long> totals(m + 1, 0);
        totals[1] = 1;
        int up = 0, down = 0, peak = 0;
        for (int i = 1; i < m; ++i) {
            long long add;
            if (r[i] > r[i - 1]) {
                ++up;
                peak = up;
                down = 0;
                add = up + 1;
            } else if (r[i] == r[i - 1]) {
                up = down = peak = 0;
                add = 1;
            } else {
                up = 0;
                ++down;
                add = down + (down > peak ? 1 : 0);
            }
            totals[i + 1] = totals[i] + add;
        }
        long long last = 0;
        for (int code : e) {
            last = totals[(code + last) % m + 1];
            answer.push_back(last);
        }
    }
};
