// Each query runs the recurrence J(1) = 0, J(i) = (J(i - 1) + k) mod i up to its n:
// O(n) per query; O(1) extra space.
class Solution {
public:
    void solve(int k, int m, const vector<int>& e, vector<int>& answer) {
        int last = 0;
        for (int code : e) {
            int n = (int)(((long long)code + last) % m) + 1;
            int position = 0;
            for (int i = 2; i <= n; ++i) position = (position + k) % i;
            last = position + 1;
            answer.push_back(last);
        }
    }
};
