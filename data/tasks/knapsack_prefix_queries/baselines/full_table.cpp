// The whole table best[i][c] (items 1..i, capacity c), built once item by item:
// O(n C + q) time; O(n C) extra space.
class Solution {
public:
    void solve(const vector<int>& weight, const vector<int>& value, int capacity,
               const vector<array<int, 2>>& queries, vector<long long>& answer) {
        long long n = weight.size(), width = capacity + 1;
        vector<long long> best((size_t)(n + 1) * width, 0);
        for (int i = 1; i <= n; ++i) {
            const long long* before = best.data() + (size_t)(i - 1) * width;
            long long* cur = best.data() + (size_t)i * width;
            int w = weight[i - 1];
            long long v = value[i - 1];
            for (int c = 0; c < width; ++c)
                cur[c] = (c >= w && before[c - w] + v > before[c]) ? before[c - w] + v : before[c];
        }
        long long last = 0;
        for (const auto& query : queries) {
            long long qi = (query[0] + last) % n + 1;
            long long qc = (query[1] + last) % width;
            last = best[(size_t)(qi * width + qc)];
            answer.push_back(last);
        }
    }
};
