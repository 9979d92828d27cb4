// Checkpoints: the knapsack row after every K-th item (K about sqrt(n)) is kept; a query
// copies the row of the checkpoint at or below its i and adds at most K-1 items over
// capacities 0..c. O(n C) to build, O(K C) per query; O((n / K) C) = O(C sqrt n) extra space.
class Solution {
public:
    void solve(const vector<int>& weight, const vector<int>& value, int capacity,
               const vector<array<int, 2>>& queries, vector<long long>& answer) {
        int n = weight.size(), width = capacity + 1;
        int K = max(1, (int)sqrt((double)n));
        vector<long long> saved((size_t)(n / K + 1) * width, 0);  // block b: items 1..b*K
        vector<long long> best(width, 0);
        auto add = [&](int k, int top) {  // item k (0-based) over capacities 0..top
            int w = weight[k];
            long long v = value[k];
            for (int c = top; c >= w; --c)
                if (best[c - w] + v > best[c]) best[c] = best[c - w] + v;
        };
        for (int k = 0; k < n; ++k) {
            add(k, capacity);
            if ((k + 1) % K == 0) copy(best.begin(), best.end(), saved.begin() + (size_t)((k + 1) / K) * width);
        }
        long long last = 0;
        for (const auto& query : queries) {
            int qi = (int)((query[0] + last) % n) + 1;
            int qc = (int)((query[1] + last) % width);
            int base = qi / K;
            const long long* from = saved.data() + (size_t)base * width;
            copy(from, from + qc + 1, best.begin());
            for (int k = base * K; k < qi; ++k) add(k, qc);
            last = best[qc];
            answer.push_back(last);
        }
    }
};
