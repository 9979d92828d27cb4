// The recurrence J(i) = (J(i - 1) + k) mod i tabulated for every i up to m:
// O(m + q) time; O(m) extra space.
class Solution {
public:
    void solve(int k, int m, const vector<int>& e, vector<int>& answer) {
        vector<int> survivor(m + 1, 0);
        for (int i = 2; i <= m; ++i) survivor[i] = (survivor[i - 1] + k) % i;
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            last = survivor[n] + 1;
            answer.push_back(last);
        }
    }
};
