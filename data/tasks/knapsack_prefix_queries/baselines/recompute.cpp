// Each query runs the 0/1 knapsack afresh over items 1..i and capacities 0..c, keeping one
// row (capacities downwards, so each item is used at most once): O(i c) per query,
// O(q n C) in all; O(C) extra space.
class Solution {
public:
    void solve(const vector<int>& weight, const vector<int>& value, int capacity,
               const vector<array<int, 2>>& queries, vector<long long>& answer) {
        long long n = weight.size(), width = capacity + 1;
        vector<long long> best(width);
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n) + 1;
            int qc = (int)((query[1] + last) % width);
            for (int c = 0; c <= qc; ++c) best[c] = 0;
            for (int k = 0; k < qi; ++k) {
                int w = weight[k];
                long long v = value[k];
                for (int c = qc; c >= w; --c)
                    if (best[c - w] + v > best[c]) best[c] = best[c - w] + v;
            }
            last = best[qc];
            answer.push_back(last);
        }
    }
};
