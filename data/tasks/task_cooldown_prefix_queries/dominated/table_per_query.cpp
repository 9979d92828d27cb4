// The prefix table rebuilt up to n for every query: the rescan's time with O(n) extra space.
class Solution {
public:
    void solve(const string& s, int k, const vector<int>& e, vector<long long>& answer) {
        int m = (int)s.size();
        long long last = 0;
        for (int code : e) {
            int n = (int)((code + last) % m) + 1;
            vector<long long> totals(n + 1, 0);
            int counts[26] = {0};
            int top = 0, tied = 0;
            for (int i = 0; i < n; ++i) {
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
            last = totals[n];
            answer.push_back(last);
        }
    }
};
