// The step counts of the range collected in a vector, then added up: the scan's time with
// O(r - l) extra space.
class Solution {
public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            vector<long long> counts;
            for (int i = l; i <= r; ++i) {
                long long x = i, count = 0;
                while (x != 1) {
                    x = (x & 1) ? 3 * x + 1 : x / 2;
                    ++count;
                }
                counts.push_back(count);
            }
            long long total = 0;
            for (long long count : counts) total += count;
            last = total;
            answer.push_back(total);
        }
    }
};
