// Prefix sums rebuilt after every update: O(1) per query but O(n) per update, with O(n)
// extra space. Correct, and dominated by the Fenwick tree.
class Solution {
public:
    void solve(vector<int>& a, vector<array<int, 3>>& ops, vector<long long>& answer) {
        int n = a.size();
        vector<long long> prefix(n + 1, 0);
        bool stale = true;
        for (auto& op : ops) {
            if (op[0] == 1) {
                a[op[1] - 1] = op[2];
                stale = true;
            } else {
                if (stale) {
                    for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + a[i];
                    stale = false;
                }
                answer.push_back(prefix[op[2]] - prefix[op[1] - 1]);
            }
        }
    }
};
