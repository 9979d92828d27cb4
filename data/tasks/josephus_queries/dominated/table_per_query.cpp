// The whole table J(1..n) built again for every query: the recurrence's time with O(n) extra
// space.
class Solution {
public:
    void solve(int k, int m, const vector<int>& e, vector<int>& answer) {
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            vector<int> survivor(n + 1, 0);
            for (int i = 2; i <= n; ++i) survivor[i] = (survivor[i - 1] + k) % i;
            last = survivor[n] + 1;
            answer.push_back(last);
        }
    }
};
