// Blocks of about sqrt(n) characters, each with its total (+1 per '(', -1 per ')') and its
// lowest prefix total: a query walks its two partial blocks and crosses the blocks between
// them in O(1) each, O(sqrt n) per query; O(sqrt n) extra space.
class Solution {
public:
    long long solve(const string& s, const vector<array<int, 2>>& queries) {
        int n = s.size();
        int block = max(1, (int)sqrt((double)n));
        int blocks = (n + block - 1) / block;
        vector<int> total(blocks, 0), lowest(blocks, 0);
        for (int b = 0; b < blocks; ++b) {
            int balance = 0, low = 0;
            for (int i = b * block; i < min(n, (b + 1) * block); ++i) {
                balance += s[i] == '(' ? 1 : -1;
                low = min(low, balance);
            }
            total[b] = balance;
            lowest[b] = low;
        }
        long long count = 0;
        for (const auto& query : queries) {
            int l = query[0] - 1, r = query[1] - 1;
            int lb = l / block, rb = r / block;
            int balance = 0;
            bool ok = true;
            int i = l;
            int stop = lb == rb ? r : (lb + 1) * block - 1;
            for (; i <= stop && ok; ++i) {
                balance += s[i] == '(' ? 1 : -1;
                ok = balance >= 0;
            }
            for (int b = lb + 1; b < rb && ok; ++b) {
                ok = balance + lowest[b] >= 0;
                balance += total[b];
            }
            if (lb != rb) {
                for (i = rb * block; i <= r && ok; ++i) {
                    balance += s[i] == '(' ? 1 : -1;
                    ok = balance >= 0;
                }
            }
            if (ok && balance == 0) ++count;
        }
        return count;
    }
};
