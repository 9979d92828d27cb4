// O(n) per query, O(1) per update; O(1) extra space.
class Solution {
public:
    void solve(vector<int>& a, vector<array<int, 3>>& ops, vector<long long>& answer) {
        for (auto& op : ops) {
            if (op[0] == 1) {
                a[op[1] - 1] = op[2];
            } else {
                long long sum = 0;
                for (int i = op[1] - 1; i < op[2]; ++i) sum += a[i];
                answer.push_back(sum);
            }
        }
    }
};
