// Blocks of about sqrt(n) elements with their sums: O(sqrt n) per query, O(1) per update;
// O(sqrt n) extra space.
class Solution {
public:
    void solve(vector<int>& a, vector<array<int, 3>>& ops, vector<long long>& answer) {
        int n = a.size();
        int block = max(1, (int)sqrt((double)n));
        vector<long long> sums((n + block - 1) / block, 0);
        for (int i = 0; i < n; ++i) sums[i / block] += a[i];
        for (auto& op : ops) {
            if (op[0] == 1) {
                int p = op[1] - 1;
                sums[p / block] += (long long)op[2] - a[p];
                a[p] = op[2];
            } else {
                int l = op[1] - 1, r = op[2] - 1;
                int lb = l / block, rb = r / block;
                long long sum = 0;
                if (lb == rb) {
                    for (int i = l; i <= r; ++i) sum += a[i];
                } else {
                    for (int i = l; i < (lb + 1) * block; ++i) sum += a[i];
                    for (int b = lb + 1; b < rb; ++b) sum += sums[b];
                    for (int i = rb * block; i <= r; ++i) sum += a[i];
                }
                answer.push_back(sum);
            }
        }
    }
};
