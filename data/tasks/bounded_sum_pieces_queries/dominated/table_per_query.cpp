// The prefix table rebuilt up to n for every query: the rescan's time with O(n) extra space.
class Solution {
public:
    void solve(int s, const vector<int>& a, const vector<int>& e, vector<int>& answer) {
        int m = (int)a.size();
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            vector<int> pieces(n + 1, 1);
            long long sum = 0;
            for (int i = 0; i < n; ++i) {
                if (sum + a[i] > s) {
                    pieces[i + 1] = pieces[i] + 1;
                    sum = a[i];
                } else {
                    pieces[i + 1] = pieces[i];
                    sum += a[i];
                }
            }
            last = pieces[n];
            answer.push_back(last);
        }
    }
};
