// A fresh (i+1) x (c+1) table for every query: the recomputation's time with the table's
// space.
class Solution {
public:
    void solve(const vector<int>& weight, const vector<int>& value, int capacity,
               const vector<array<int, 2>>& queries, vector<long long>& answer) {
        long long n = weight.size(), width = capacity + 1;
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n) + 1;
            int qc = (int)((query[1] + last) % width);
            vector<vector<long long>> best(qi + 1, vector<long long>(qc + 1, 0));
            for (int i = 1; i <= qi; ++i)
                for (int c = 0; c <= qc; ++c) {
                    best[i][c] = best[i - 1][c];
                    if (c >= weight[i - 1]) best[i][c] = max(best[i][c], best[i - 1][c - weight[i - 1]] + value[i - 1]);
                }
            last = best[qi][qc];
            answer.push_back(last);
        }
    }
};
