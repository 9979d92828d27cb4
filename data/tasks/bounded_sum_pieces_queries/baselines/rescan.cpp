// Each query runs the greedy over its prefix from the start (a new piece whenever the next
// value would push the current piece's sum above s): O(n) per query; O(1) extra space.
class Solution {
public:
    void solve(int s, const vector<int>& a, const vector<int>& e, vector<int>& answer) {
        int m = (int)a.size();
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            int pieces = 1;
            long long sum = 0;
            for (int i = 0; i < n; ++i) {
                if (sum + a[i] > s) {
                    ++pieces;
                    sum = a[i];
                } else {
                    sum += a[i];
                }
            }
            last = pieces;
            answer.push_back(last);
        }
    }
};
