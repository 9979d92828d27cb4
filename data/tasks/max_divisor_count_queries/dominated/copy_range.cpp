// Copies the divisor counts of each range (trial division) into a vector before taking
// their maximum: the scan's time with O(r - l) extra space.
class Solution {
public:
    void solve(int m, const vector<array<int, 2>>& queries, vector<long long>& answer) {
        long long last = 0;
        for (const auto& qr : queries) {
            int l = (int)((qr[0] + last) % m) + 1, r = (int)((qr[1] + last) % m) + 1;
            if (l > r) swap(l, r);
            vector<int> counts;
            for (int k = l; k <= r; ++k) {
                int x = k, c = 1;
                for (int p = 2; p * p <= x; ++p) {
                    int e = 0;
                    while (x % p == 0) { x /= p; ++e; }
                    c *= e + 1;
                }
                if (x > 1) c *= 2;
                counts.push_back(c);
            }
            last = *max_element(counts.begin(), counts.end());
            answer.push_back(last);
        }
    }
};
