// Blocks of K = sqrt(n) indices, each with two numbers: the farthest index jumped to from
// inside it (top), and the reach it needs on entry to be walked through (need: its last
// index that its own earlier indices do not jump past). A query walks its first block,
// then whole blocks while reach >= need, then the block it stops in.
// O(n) to build, O(sqrt n) per query; O(sqrt n) extra space.
class Solution {
public:
    long long solve(const vector<int>& a, const vector<int>& starts) {
        long long total = 0;
        int n = a.size();
        long long last = n - 1;
        int K = max(1, (int)sqrt((double)n));
        int blocks = (n + K - 1) / K;
        vector<int> top(blocks), need(blocks);
        for (int b = 0; b < blocks; ++b) {
            int lo = b * K, hi = min(n, lo + K);
            long long inner = -1;  // farthest jump from indices lo..j-1
            int gap = lo;
            for (int j = lo; j < hi; ++j) {
                if (inner < j) gap = j;
                inner = max(inner, (long long)j + a[j]);
            }
            need[b] = gap;
            top[b] = (int)min(inner, last);
        }
        auto walk = [&](long long reach, int from, int to) {  // scan indices from..to-1
            for (int j = from; j < to && j <= reach; ++j) reach = max(reach, (long long)j + a[j]);
            return reach;
        };
        for (int s : starts) {
            int b = s / K;
            long long reach = walk(s, s, min(n, (b + 1) * K));
            ++b;
            while (b < blocks && reach >= (long long)b * K && reach < last) {
                if (reach >= need[b]) {
                    reach = max(reach, (long long)top[b]);
                    ++b;
                } else {
                    reach = walk(reach, b * K, min(n, (b + 1) * K));
                    break;
                }
            }
            total += (int)min(reach, last);
        }
        return total;
    }
};
