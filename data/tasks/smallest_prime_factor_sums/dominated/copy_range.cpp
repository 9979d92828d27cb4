// The smallest factors of the range found by trial division and collected in a vector, then
// added up: the scan's time with O(r - l) extra space.
class Solution {
public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        long long last = 0;
        for (const auto& q : queries) {
            int l = (int)((q[0] + last) % m) + 1, r = (int)((q[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            vector<int> factors;
            for (int i = l; i <= r; ++i) {
                int f = i;
                if (i % 2 == 0) f = 2;
                else
                    for (int d = 3; d * d <= i; d += 2)
                        if (i % d == 0) { f = d; break; }
                factors.push_back(f);
            }
            long long total = 0;
            for (int f : factors) total += f;
            last = total;
            answer.push_back(total);
        }
    }
};
