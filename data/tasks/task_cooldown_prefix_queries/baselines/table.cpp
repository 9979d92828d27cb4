// One counting pass tabulating the shortest schedule of every prefix,
// max(n, (top - 1) * (k + 1) + tied): O(m + q) time; O(m) extra space.
class Solution {
public:
    void solve(const string& s, int k, const vector<int>& e, vector<long long>& answer) {
        int m = (int)s.size();
        vector<long long> totals(m + 1, 0);
        int counts[26] = {0};
        int top = 0, tied = 0;
        for (int i = 0; i < m; ++i) {
            int x = ++counts[s[i] - 'A'];
            if (x > top) {
                top = x;
                tied = 1;
            } else if (x == top) {
                ++tied;
            }
            long long frame = (long long)(top - 1) * (k + 1) + tied;
            totals[i + 1] = frame > i + 1 ? frame : i + 1;
        }
        long long last = 0;
        for (int code : e) {
            last = totals[(code + last) % m + 1];
            answer.push_back(last);
        }
    }
};
