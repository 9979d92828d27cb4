// The greedy's piece count after every prefix, tabulated in one pass:
// O(m + q) time; O(m) extra space.
class Solution {
public:
    void solve(int s, const vector<int>& a, const vector<int>& e, vector<int>& answer) {
        int m = (int)a.size();
        vector<int> pieces(m + 1, 1);
        long long sum = 0;
        for (int i = 0; i < m; ++i) {
            if (sum + a[i] > s) {
                pieces[i + 1] = pieces[i] + 1;
                sum = a[i];
            } else {
                pieces[i + 1] = pieces[i];
                sum += a[i];
            }
        }
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            last = pieces[n];
            answer.push_back(last);
        }
    }
};
